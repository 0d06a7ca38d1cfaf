// Settlement: system types, bet results and payouts, cash-out offers.
export {
  MAX_SYSTEM_SELECTIONS,
  MIN_SYSTEM_SELECTIONS,
  binomial,
  comboPotentialWin,
  fitsSystemType,
  fullCoverName,
  singlePotentialWin,
  systemLineCount,
  systemLines,
  systemPotentialWin,
  systemStakePerLine,
  systemStakeRemainder,
  systemTypeLabel,
  systemTypeName,
  systemTypesFor,
  type SystemType,
} from './system-types';
export {
  BET_RESULTS,
  betStatusFor,
  exactSelectionFactor,
  selectionFactor,
  settleCombo,
  settleSingle,
  settleSystem,
  type BetResult,
  type SelectionOutcome,
  type SelectionResult,
  type SettledBetStatus,
  type SettledSelection,
  type Settlement,
} from './settlement';
export {
  DEFAULT_CASHOUT_MARGIN,
  cashoutValue,
  type CashoutInput,
  type CashoutOffer,
  type CashoutSelection,
  type CashoutUnavailableReason,
} from './cashout';
export type { Fraction as ExactFactor } from './fraction';
