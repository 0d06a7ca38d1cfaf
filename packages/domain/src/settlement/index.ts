// Settlement: system types, bet results and payouts, cash-out offers.
export {
  comboPotentialWin,
  systemLineCount,
  systemPotentialWin,
  systemOdds,
  systemStakePerLine,
  systemTypeLabel,
  systemTypesFor,
} from './system-types';
export {
  BET_RESULTS,
  settleCombo,
  settleSystem,
  type SettledSelection,
  type Settlement,
} from './settlement';
export {
  acceptedOfferStands,
  cashoutValue,
  type CashoutOffer,
  type CashoutSelection,
} from './cashout';
export { customCashoutValue, systemCashoutValue } from './cashout-kinds';
