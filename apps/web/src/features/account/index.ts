// The account feature's public entry: all that other features use of it.
export { AuthDialog, AuthDialogTitle } from './components/auth-dialog';
export { DepositView } from './components/deposit-dialog';
export { usePhoneStatus } from './api/phone';
