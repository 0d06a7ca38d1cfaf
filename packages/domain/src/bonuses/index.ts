// The bonus engine: kinds, states, eligibility, comboboost and freebet payouts.
export * from './types';
export * from './states';
export * from './eligibility';
export * from './comboboost';
export * from './freebet-payout';
export * from './amb-freebet';
export * from './slip-bonuses';
export * from './hunting';
export * from './tournament';
