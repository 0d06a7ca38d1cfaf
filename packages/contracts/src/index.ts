// zod schemas shared by the API and the web client: one source of truth per contract. The API
// validates with them; the browser uses only their types and the zod-free ./constants.
export * from './constants';
export * from './error';
export * from './pagination';
export * from './catalogue';
export * from './match-history';
export * from './match-centre';
export * from './realtime';
export * from './catalogue-queries';
export * from './realtime-tokens';
export * from './platform-auth';
export * from './platform-player';
export * from './platform-wallet';
export * from './sb-settings';
export * from './bets';
export * from './slip-mappers';
export * from './pages';
export * from './terms-help';
export * from './bonuses';
export * from './lootboxes';
export * from './hunting';
export * from './favourites';
export * from './notifications';
export * from './votes';
export * from './jackpots';
