// Small rules of the sportsbook (spec sections 5, 8, 9).
export * from './error-codes';
export * from './display-rules';
export * from './input-rules';
export * from './search-relevance';
export * from './match-tabs';
export * from './quick-deposit';
