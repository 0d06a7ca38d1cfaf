// The player's wallet pages: transaction history, deposits and withdrawals.
export { TransactionsView } from './components/transactions-view';
export { WalletTabs } from './components/wallet-tabs';
export { WithdrawView } from './components/withdraw-view';
