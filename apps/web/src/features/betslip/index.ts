// The bet slip's public entry: all that pages and other features use of it.
export { BetslipColumn } from './components/betslip-column';
export { SlipPrices } from './components/slip-prices';
export { useBetslipPanel } from './stores/panel-store';
export { useQuickBet } from './stores/quick-bet-store';
export { useTicket } from './stores/ticket-store';
export { outcomeLabel, selectionFrom } from './utils/selection';
