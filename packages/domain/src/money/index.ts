// Money: integer minor units, currencies and their display, typed stakes, conversion.
export * from './minor-units';
export * from './decimal';
export * from './currency';
export * from './parse-stake';
export * from './convert';
