// Quick bet's switch, stake and approval (spec section 4): what the slip's header shows and
// changes on every page. Routing and placing a quick bet are in quick-bet.ts.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import type { BetSlipBet } from './types';

export type QuickBetState = 'INITIAL' | 'PROCESSING' | 'SUCCESS' | 'ERROR';

/** Spec: Quick bet. */
export interface QuickBet {
  isEnabled: boolean;
  state: QuickBetState;
  bet: BetSlipBet | null;
  selectedOutcomeIds: string[];
  stake: MinorUnits;
  currency: string;
  isApproved: boolean;
  /** Message id of the last error. */
  error: string | null;
}

export const initialQuickBet = (currency: string, stake = minorUnits(0)): QuickBet => ({
  isEnabled: false,
  state: 'INITIAL',
  bet: null,
  selectedOutcomeIds: [],
  stake,
  currency,
  isApproved: false,
  error: null,
});

/** Toggling switches quick bet and resets approval. */
export const toggleQuickBet = (quick: QuickBet): QuickBet => ({
  ...quick,
  isEnabled: !quick.isEnabled,
  isApproved: false,
});

/** Changing stake or currency resets approval. */
export function setQuickBetStake(quick: QuickBet, stake: MinorUnits): QuickBet {
  if (stake < 0) return quick;
  return {
    ...quick,
    stake,
    isApproved: false,
    bet: quick.bet ? { ...quick.bet, stake } : null,
  };
}

export const setQuickBetCurrency = (quick: QuickBet, currency: string): QuickBet => ({
  ...quick,
  currency,
  stake: minorUnits(0),
  isApproved: false,
  bet: quick.bet ? { ...quick.bet, currency, stake: minorUnits(0) } : null,
});

/** Approval is true only when the stake is above 0. */
export const approveQuickBet = (quick: QuickBet): QuickBet => ({
  ...quick,
  isApproved: quick.stake > 0,
});

/** When the balance is zero or below the quick bet stake, approval is reset. */
export function applyBalance(quick: QuickBet, balance: MinorUnits): QuickBet {
  if (!quick.isApproved) return quick;
  return balance <= 0 || balance < quick.stake ? { ...quick, isApproved: false } : quick;
}
