'use client';
// Puts a shared slip into this slip by its code (a ?betcode= link, a host's apply_bet_code): the
// bets replace the slip, in the player's currency, and the BET_SLIP tab opens.
import { currencyOf } from '@sportsbook/domain';
import { loadSharedSlip, type ShareFailure } from '../api/share';
import { useBetslipPanel } from '../stores/panel-store';
import { useTicket } from '../stores/ticket-store';

/** The failure's message id, or null when the slip holds the shared bets. */
export async function applyBetCode(
  code: string,
  currency: string | undefined,
): Promise<ShareFailure | null> {
  const result = await loadSharedSlip(code);
  if (!result.ok) return result.reason;
  const { dispatch } = useTicket.getState();
  void dispatch({ type: 'restore', bets: result.bets });
  const first = result.bets[0];
  if (currency && first && first.currency !== currency) {
    const subunits = currencyOf(currency)?.subunits ?? 100;
    void dispatch({ type: 'change_currency', currency, subunits });
  }
  useBetslipPanel.getState().show('slip');
  return null;
}
