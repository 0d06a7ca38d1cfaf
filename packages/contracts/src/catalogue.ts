// Catalogue entities exactly as the spec lists them: sport, category, tournament, match, market.
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import { z } from 'zod';

export const SPORT_TYPES = ['regular', 'cyber', 'premium_cricket'] as const;
export const sportTypeSchema = z.enum(SPORT_TYPES);

/** Match and market statuses are the domain's: one definition for the wire and the rules. */
export { MARKET_STATUS, MATCH_STATUS };
export const matchStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

export const marketStatusSchema = z.union([
  z.literal(1),
  z.literal(0),
  z.literal(-1),
  z.literal(-2),
  z.literal(-3),
  z.literal(-4),
]);

export const sportSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  key: z.string(),
  name: z.string(),
  priority: z.number().int(),
  type: sportTypeSchema,
  provider: z.string(),
  main_market_id: z.number().int(),
  secondary_market_id: z.number().int().nullable(),
  main_market_outcomes_count: z.number().int(),
  secondary_market_outcomes_count: z.number().int().nullable(),
});
export type Sport = z.infer<typeof sportSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  country_code: z.string().nullable(),
  sport: sportSchema,
});
export type Category = z.infer<typeof categorySchema>;

export const tournamentSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  category: categorySchema.omit({ sport: true }),
  sport: sportSchema,
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const competitorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  logo: z.string().nullable(),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const clockSchema = z.object({
  match_time: z.string().nullable(),
  stoppage_time: z.string().nullable(),
  stoppage_time_announced: z.string().nullable(),
  remaining_time: z.string().nullable(),
  remaining_time_in_period: z.string().nullable(),
  stopped: z.boolean(),
  clock_updated_at: z.string().nullable(),
});

export const scoreSchema = z.object({ home: z.number().int(), away: z.number().int() });

export const periodScoreSchema = z.object({
  home: z.number().int(),
  away: z.number().int(),
  period_key: z.string(),
  period_name: z.string(),
  number: z.number().int(),
  type: z.enum(['regular_period', 'overtime', 'penalties']),
});

export const statisticsSchema = z.object({
  clock: clockSchema.nullable(),
  total_score: scoreSchema.nullable(),
  /** Points inside the current game (tennis: 0, 15, 30, 40, 50 = advantage). */
  game_score: scoreSchema.nullable(),
  period_score: z.array(periodScoreSchema),
  current_server: z.enum(['home', 'away']).nullable(),
  max_period_number: z.number().int().nullable(),
});
export type MatchStatistics = z.infer<typeof statisticsSchema>;

/** Odds on the wire are decimal numbers (1.85); inside they are OddsInt. */
export const outcomeSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  odds: z.number().min(1),
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const marketSchema = z.object({
  match_urn_id: z.string(),
  match_id: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  status: marketStatusSchema,
  specifier: z.string(),
  outcomes: z.array(outcomeSchema),
  market_groups: z.array(z.string()),
  priority: z.number().int(),
  most_balanced: z.boolean(),
  next_bet_stop: z.string().nullable(),
  custom_bet_groups: z.array(z.string()),
  provider: z.string(),
});
export type Market = z.infer<typeof marketSchema>;

/**
 * A match read alone carries its three top markets; a list carries none unless its query asks
 * (`top_markets`, up to ten), since the lists draw only the main and secondary markets.
 */
export const MATCH_TOP_MARKETS = 3;
export const MAX_TOP_MARKETS = 10;

export const MATCH_TYPES = ['match', 'stage', 'season', 'simple_tournament'] as const;

export const matchSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  type: z.enum(MATCH_TYPES),
  /** Outright events carry a name and an end date; head-to-head matches carry competitors. */
  name: z.string(),
  tournament: tournamentSchema,
  competitors: z.object({ home: competitorSchema.nullable(), away: competitorSchema.nullable() }),
  outright_competitors: z.array(competitorSchema),
  stadium: z.string().nullable(),
  city: z.string().nullable(),
  status: matchStatusSchema,
  stage: z.string().nullable(),
  start_time: z.string(),
  end_date: z.string().nullable(),
  statistics: statisticsSchema,
  available_markets: z.number().int(),
  main_market: marketSchema.nullable(),
  secondary_market: marketSchema.nullable(),
  top_markets: z.array(marketSchema),
  has_video: z.boolean(),
  provider: z.string(),
  is_provider_stats_available: z.boolean(),
});
export type Match = z.infer<typeof matchSchema>;
