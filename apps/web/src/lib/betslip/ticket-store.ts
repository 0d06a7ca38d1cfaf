'use client';
// The bet slip's state: the domain's ticket machine, kept in session storage across reloads.
import {
  emptyTicket,
  reduceTicket,
  type SlipContext,
  type Ticket,
  type TicketAction,
  type TicketEffect,
} from '@sportsbook/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

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

export const useTicket = create<TicketStore>()(
  persist(
    (set, get) => ({
      ticket: emptyTicket(),
      context: defaultContext,
      dispatch(action) {
        const { ticket, effects } = reduceTicket(get().ticket, action, get().context);
        set({ ticket });
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
