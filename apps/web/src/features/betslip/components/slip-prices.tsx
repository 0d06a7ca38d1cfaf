'use client';
// Hands every price button on the page the slip's selected outcomes and the tap that toggles one.
import { useMemo, type ReactNode } from 'react';
import { PriceSlipContext, type PriceSlip } from '@/components/odds/price-slip';
import { toggleOutcome } from '@/features/betslip/stores/custom-bet-prompt';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { selectionFrom } from '@/features/betslip/utils/selection';

const pick: PriceSlip['pick'] = (match, market, outcome, odds) =>
  void toggleOutcome(selectionFrom(match, market, outcome, odds));

export function SlipPrices({ children }: { children: ReactNode }) {
  const selectedIds = useTicket((s) => s.ticket.selectedOutcomeIds);
  const value = useMemo(() => ({ selectedIds, pick }), [selectedIds]);
  return <PriceSlipContext value={value}>{children}</PriceSlipContext>;
}
