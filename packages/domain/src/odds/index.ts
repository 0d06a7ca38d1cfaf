export * from './odds-int';
export * from './parse-odds';
export * from './format-odds';
export * from './fractional-ladder';
export * from './odds-math';
