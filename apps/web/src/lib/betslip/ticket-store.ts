'use client';
// The bet slip's state: the domain's ticket machine, kept in session storage across reloads.
import {
  allSelections,
  emptyTicket,
  oddsToDecimal,
  reduceTicket,
  type SlipContext,
  type Ticket,
  type TicketAction,
  type TicketEffect,
} from '@sportsbook/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { track } from '@/lib/tracking';

interface TicketStore {
  ticket: Ticket;
  context: SlipContext;
  /** Applies an action and returns what the caller must do next (submit, sign in, alert). */
  dispatch(action: TicketAction): TicketEffect[];
  setContext(context: Partial<SlipContext>): void;
}

const defaultContext: SlipContext = {
  currency: 'EUR',
  subunits: 100,
  oddsAcceptMode: 'higher',
  multiSingleAvailableByProvider: { sportradar: true, genius: false },
};

/** Pushes the spec's tracking events for what an action changed: outcomes added or removed, bets placed. */
function trackChange(before: Ticket, after: Ticket, action: TicketAction): void {
  if (action.type === 'place_success') {
    const stake = after.placedBets.reduce((sum, bet) => sum + bet.stake, 0);
    track({
      event: 'place_bet_success',
      bets: after.placedBets.length,
      stake,
      currency: after.placedBets[0]?.currency ?? '',
    });
    for (const bet of after.placedBets) {
      track({
        event: 'placed_bet',
        bet_id: bet.id,
        bet_type: bet.betType,
        stake: bet.stake,
        currency: bet.currency,
        odds: bet.odds ? oddsToDecimal(bet.odds) : null,
      });
    }
    return;
  }
  if (before.bets === after.bets) return;
  const was = new Map(allSelections(before.bets).map((s) => [s.id, s]));
  const now = new Map(allSelections(after.bets).map((s) => [s.id, s]));
  for (const [id, selection] of now) {
    if (!was.has(id)) {
      track({
        event: 'outcome_add',
        selection_id: id,
        match_id: selection.matchId,
        odds: oddsToDecimal(selection.odds),
      });
    }
  }
  // A placement clears the slip: that is not the player deleting outcomes.
  if (after.ticketState === 'SUCCESS') return;
  for (const [id, selection] of was) {
    if (!now.has(id))
      track({ event: 'outcome_delete', selection_id: id, match_id: selection.matchId });
  }
}

export const useTicket = create<TicketStore>()(
  persist(
    (set, get) => ({
      ticket: emptyTicket(),
      context: defaultContext,
      dispatch(action) {
        const before = get().ticket;
        const { ticket, effects } = reduceTicket(before, action, get().context);
        set({ ticket });
        trackChange(before, ticket, action);
        return effects;
      },
      setContext(context) {
        set({ context: { ...get().context, ...context } });
      },
    }),
    {
      name: 'sb-ticket',
      storage: createJSONStorage(() => sessionStorage),
      // A placement in flight is never restored: its answer went to the page that sent it.
      partialize: (state) => ({
        ticket: { ...state.ticket, inProgress: false, processingBets: [] },
        context: state.context,
      }),
    },
  ),
);
