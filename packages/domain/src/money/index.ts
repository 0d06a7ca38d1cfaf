// Money: integer minor units, currencies and their display, conversion.
export * from './minor-units';
export * from './decimal';
export * from './currency';
export * from './convert';
