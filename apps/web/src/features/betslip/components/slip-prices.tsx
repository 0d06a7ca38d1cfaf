'use client';
// Hands every price button on the page the slip's selected outcomes and the tap that toggles one.
import { useMemo, type ReactNode } from 'react';
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

export function SlipPrices({ children }: { children: ReactNode }) {
  const selectedIds = useTicket((s) => s.ticket.selectedOutcomeIds);
  const value = useMemo(() => ({ selectedIds, pick }), [selectedIds]);
  return <PriceSlipContext value={value}>{children}</PriceSlipContext>;
}
