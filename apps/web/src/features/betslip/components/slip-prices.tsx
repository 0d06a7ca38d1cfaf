'use client';
// Hands every price button on the page the slip's selected outcomes and the tap that toggles one.
import type { ReactNode } from 'react';
import { PriceSlipContext, type PriceSlip } from '@/components/odds/price-slip';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { pickOnSlip } from './slip-warmup';

// One value for the page's life: a change of the slip reaches the buttons through `subscribe`,
// never through the context (which would re-render every price on the page).
const slip: PriceSlip = {
  isSelected: (id) => useTicket.getState().ticket.selectedOutcomeIds.includes(id),
  subscribe: (onChange) => useTicket.subscribe(onChange),
  // The selection goes into the ticket store at once when the slip's code and rules are here.
  pick: pickOnSlip,
};

export function SlipPrices({ children }: { children: ReactNode }) {
  return <PriceSlipContext value={slip}>{children}</PriceSlipContext>;
}
