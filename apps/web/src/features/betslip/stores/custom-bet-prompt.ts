'use client';
// A tap on a price, and the outcome waiting on the custom-bet question: the slip's first bet is a
// bet builder and the player picked a regular outcome (spec: custom-bet modal). Loaded with the
// filled slip (slip-warmup.ts): a page that only shows prices needs none of it.
import type { Selection } from '@sportsbook/domain';
import { currencyOf } from '@sportsbook/domain';
import { create } from 'zustand';
import type { PriceSlip } from '@/components/odds/price-slip';
import { selectionFrom } from '@/features/betslip/utils/selection';
import { loadQuickBetPlacement } from './quick-bet-loader';
import { useQuickBet } from './quick-bet-store';
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

/**
 * A tap on a price: quick bet takes it when on (a live single), else it toggles in the slip,
 * asking first when it would join a slip that starts with a bet builder.
 */
export async function toggleOutcome(selection: Selection): Promise<void> {
  const adding = !useTicket.getState().ticket.selectedOutcomeIds.includes(selection.id);
  const { quick } = useQuickBet.getState();
  if (adding && quick.isEnabled) {
    const subunits = currencyOf(quick.currency)?.subunits ?? 100;
    const { takeQuickBet } = await loadQuickBetPlacement();
    if (takeQuickBet(selection, subunits)) return;
  }
  if (adding && useTicket.getState().ticket.bets[0]?.betType === 'custom') {
    useCustomBetPrompt.getState().ask(selection);
    return;
  }
  await useTicket.getState().dispatch({ type: 'toggle_selection', selection });
}

/** A tap on a price button: its outcome as a selection, toggled as above. */
export const pickOutcome: PriceSlip['pick'] = (match, market, outcome, odds) =>
  void toggleOutcome(selectionFrom(match, market, outcome, odds));
