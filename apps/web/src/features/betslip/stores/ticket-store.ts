'use client';
// The bet slip's state, kept in session storage across reloads. Its rules (the domain's ticket
// machine) load with the first action, or once the page is idle.
import {
  emptyTicket,
  type SlipContext,
  type Ticket,
  type TicketAction,
  type TicketEffect,
} from '@sportsbook/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type * as TicketMachine from './ticket-machine';
import { safeSessionStorage } from '@/lib/safe-storage';

interface TicketStore {
  ticket: Ticket;
  context: SlipContext;
  /**
   * Applies an action and answers what the caller must do next (submit, sign in, alert).
   * Actions apply in the order they were dispatched, also while the rules are loading.
   */
  dispatch(action: TicketAction): Promise<TicketEffect[]>;
  setContext(context: Partial<SlipContext>): void;
  /**
   * Counts the selections added by the player: the slip focuses its stake field once it shows
   * each new one. A count rather than a flag to clear, so taking the request re-renders nothing.
   */
  stakeFocusRequest: number;
  /**
   * The language the selections' match names were last written in (the page's, when the slip
   * last showed them); null until a page showed the slip.
   */
  namesLocale: string | null;
  setNamesLocale(locale: string): void;
}

const defaultContext: SlipContext = {
  currency: 'EUR',
  subunits: 100,
  oddsAcceptMode: 'higher',
  multiSingleAvailableByProvider: { sportradar: true, genius: false },
};

type Machine = typeof TicketMachine;
let machine: Machine | null = null;
let loading: Promise<Machine> | null = null;

/** Loads the slip's rules (once); the slip column asks for them when the page is idle. */
export function loadTicketMachine(): Promise<Machine> {
  loading ??= import('./ticket-machine').then((loaded) => (machine = loaded));
  return loading;
}

export const useTicket = create<TicketStore>()(
  persist(
    (set, get) => {
      const apply = (loaded: Machine, action: TicketAction): TicketEffect[] => {
        const before = get().ticket;
        const { ticket, effects } = loaded.runTicketAction(before, action, get().context);
        const added = ticket.selectedOutcomeIds.length > before.selectedOutcomeIds.length;
        set(
          added && action.type !== 'restore'
            ? { ticket, stakeFocusRequest: get().stakeFocusRequest + 1 }
            : { ticket },
        );
        return effects;
      };
      return {
        ticket: emptyTicket(),
        context: defaultContext,
        stakeFocusRequest: 0,
        namesLocale: null,
        setNamesLocale(locale) {
          set({ namesLocale: locale });
        },
        dispatch(action) {
          if (machine) return Promise.resolve(apply(machine, action));
          return loadTicketMachine().then((loaded) => apply(loaded, action));
        },
        setContext(context) {
          set({ context: { ...get().context, ...context } });
          // Bets follow the active currency (a switch, or a slip restored from another session):
          // the spec's currency change resets their stakes.
          const { currency, subunits } = get().context;
          if (context.currency && get().ticket.bets.some((bet) => bet.currency !== currency)) {
            void get().dispatch({ type: 'change_currency', currency, subunits });
          }
        },
      };
    },
    {
      name: 'sb-ticket',
      storage: createJSONStorage(() => safeSessionStorage),
      // A placement in flight is never restored: its answer went to the page that sent it.
      // After success the placed bets' selections stay for the receipt and "Keep selections".
      partialize: (state) => ({
        ticket: {
          ...state.ticket,
          inProgress: false,
          processingBets: state.ticket.ticketState === 'SUCCESS' ? state.ticket.processingBets : [],
        },
        context: state.context,
        namesLocale: state.namesLocale,
      }),
    },
  ),
);
