'use client';
// Hands every price button on the page the slip's selected outcomes and the tap that toggles one.
import type { ReactNode } from 'react';
import { PriceSlipContext, type PriceSlip } from '@/components/odds/price-slip';
import { toggleOutcome } from '@/features/betslip/stores/custom-bet-prompt';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { selectionFrom } from '@/features/betslip/utils/selection';
import { warmSlip } from './slip-warmup';

const pick: PriceSlip['pick'] = (match, market, outcome, odds) => {
  // The slip's code and rules load together with the tap if pointing at the price did not start
  // them already; the selection itself goes into the ticket store at once when they are here.
  void warmSlip();
  void toggleOutcome(selectionFrom(match, market, outcome, odds));
};

// One value for the page's life: a change of the slip reaches the buttons through `subscribe`,
// never through the context (which would re-render every price on the page).
const slip: PriceSlip = {
  isSelected: (id) => useTicket.getState().ticket.selectedOutcomeIds.includes(id),
  subscribe: (onChange) => useTicket.subscribe(onChange),
  pick,
};

export function SlipPrices({ children }: { children: ReactNode }) {
  return <PriceSlipContext value={slip}>{children}</PriceSlipContext>;
}
