'use client';
// The slip's rules as the ticket store runs them: the domain's ticket machine and the tracking
// events its changes push. Loaded on demand (the first action on the slip, or once the page is
// idle): a page that only shows prices needs none of it.
import {
  allSelections,
  oddsToDecimal,
  reduceTicket,
  type SlipContext,
  type Ticket,
  type TicketAction,
  type TicketEffect,
} from '@sportsbook/domain';
import { track } from '@/lib/tracking';

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

/** The ticket after `action`, and what the caller must do next; tracks what changed. */
export function runTicketAction(
  before: Ticket,
  action: TicketAction,
  context: SlipContext,
): { ticket: Ticket; effects: TicketEffect[] } {
  const result = reduceTicket(before, action, context);
  trackChange(before, result.ticket, action);
  return result;
}
