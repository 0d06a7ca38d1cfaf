// Plain values of the contracts, free of zod: browser code imports them from
// `@sportsbook/contracts/constants` without pulling the schemas into its bundle.

/** Real-time channels: the language, one match, and the player's private channel. */
export const channels = {
  lang: (locale: string) => `lang:${locale}`,
  match: (matchId: number) => `match:${matchId}`,
  user: (playerId: string | number) => `$user:${playerId}`,
  /** Whether a channel is one match's (its publications follow one another closely). */
  isMatch: (channel: string) => channel.startsWith('match:'),
};

/** My bets filters (GET /api/sb/bets). */
export const BET_FILTERS = ['all', 'open', 'settled'] as const;
export const RESULT_FILTERS = ['all', 'win', 'lose', 'refund'] as const;

/** The kinds of notification the system writes (each can be switched off by the player). */
export const NOTIFICATION_TYPES = [
  'bet_settled',
  'cashout_done',
  'cashout_offer',
  'bonus_issued',
  'deposit_result',
  'withdrawal_result',
  'limit_reached',
  'favourite_match_started',
] as const;

/**
 * The cash-out offer a player is told of: the offer reaching this percentage of the bet's stake,
 * set by the player within these bounds (docs/decisions.md).
 */
export const CASHOUT_OFFER_THRESHOLD = { min: 100, max: 1000, default: 125 } as const;

/** The answers of a match's "who will win" poll. */
export const VOTE_OUTCOMES = ['home', 'draw', 'away'] as const;

/** The poll of one match. */
export const winnerPredictionId = (matchId: number) => `match:${matchId}:winner`;

/** The icon sprite's version: raise it whenever an icon is added or changed, so browsers
 * holding the immutable sprite of the last version fetch the new one. */
export const ICONS_VERSION = '2';
