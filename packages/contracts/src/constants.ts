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
