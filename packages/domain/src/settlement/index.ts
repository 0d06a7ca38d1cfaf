// Settlement: system types, bet results and payouts, cash-out offers.
export * from './system-types';
export * from './settlement';
export * from './cashout';
