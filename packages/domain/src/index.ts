// Public surface of the sportsbook's rules. Each area re-exports its own index.
export * from './odds/index';
export * from './money/minor-units';
