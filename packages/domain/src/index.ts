// Public surface of the sportsbook's rules. Each area re-exports its own index.
export * from './odds/index';
export * from './money/index';
export * from './settlement/index';
export * from './betslip/index';
export * from './rules/index';
export * from './responsible/index';
export * from './embedding/index';
export * from './reporting/index';
export * from './bonuses/index';
export * from './markets/index';
export * from './jackpots/index';
export * from './lootboxes/index';
