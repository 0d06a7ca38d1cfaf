// The bet slip: types, flags, building, stakes, the ticket machine, restrictions, quick bet.
export * from './types';
export * from './selection-flags';
export * from './bet-building';
export * from './stake';
export * from './ticket';
export * from './restrictions';
export * from './max-stake';
export * from './limit-caps';
export * from './quick-bet-settings';
export * from './quick-bet';
export * from './live-delay';
export * from './bet-shape';
export * from './custom-bet-price';
