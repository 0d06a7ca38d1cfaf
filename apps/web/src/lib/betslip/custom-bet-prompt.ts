'use client';
// The outcome waiting on the custom-bet question: the slip's first bet is a bet builder and the
// player picked a regular outcome (spec: custom-bet modal).
import type { Selection } from '@sportsbook/domain';
import { create } from 'zustand';
import { useTicket } from './ticket-store';

interface CustomBetPromptState {
  pending: Selection | null;
  ask(selection: Selection): void;
  close(): void;
}

export const useCustomBetPrompt = create<CustomBetPromptState>()((set) => ({
  pending: null,
  ask: (selection) => set({ pending: selection }),
  close: () => set({ pending: null }),
}));

/** Toggles an outcome, asking first when it would join a slip that starts with a bet builder. */
export function toggleOutcome(selection: Selection): void {
  const { ticket, dispatch } = useTicket.getState();
  const adding = !ticket.selectedOutcomeIds.includes(selection.id);
  if (adding && ticket.bets[0]?.betType === 'custom') {
    useCustomBetPrompt.getState().ask(selection);
    return;
  }
  dispatch({ type: 'toggle_selection', selection });
}
