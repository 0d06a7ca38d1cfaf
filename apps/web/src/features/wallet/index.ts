// The player's wallet pages: transaction history and withdrawals, and the gate that asks a
// visitor to sign in (the deposit page uses it too).
export { TransactionsView } from './components/transactions-view';
export { WalletTabs } from './components/wallet-tabs';
export { WithdrawView } from './components/withdraw-view';
