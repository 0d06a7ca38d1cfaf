// Hunting and hunting tournaments (accounts-bonuses-integration sections 3 and 7): the farming
// stats a hunting or tournament bonus carries, the tournament's rating rows and
// tournament_pool_changed.
import { FREEBET_TYPES } from '@sportsbook/domain';
import { z } from 'zod';

/** The fields a hunting or tournament bonus adds to the bonus (absent on other kinds). */
export const huntingBonusFields = {
  // hunting
  target_points: z.number().int().optional(),
  /** Minor units of stake that farm one point at odds 1.00. */
  stake_per_point: z.number().int().optional(),
  farm_once_per_event: z.boolean().optional(),
  farming_freebet_type: z.enum(FREEBET_TYPES).optional(),
  freebets_to_boost: z.number().int().nullable().optional(),
  show_in_promotion: z.boolean().optional(),
  /** Farming stats: points farmed, points left to the target, this bet's points (0 in lists). */
  points: z.number().int().optional(),
  available_points: z.number().int().optional(),
  potential_points: z.number().int().optional(),
  /** Minor units: the freebet issued at the target. */
  potential_freebet_amount: z.number().int().optional(),
  /** Minor units: the average stake of the bets that farmed. */
  avg_stake: z.number().int().optional(),
  bets_count: z.number().int().optional(),
  farmed_event_ids: z.array(z.string()).optional(),
  used_in_bets: z.array(z.string()).optional(),
  // tournament
  starts_at: z.string().optional(),
  ends_at: z.string().optional(),
  /** Minor units of currency. */
  initial_pool: z.number().int().optional(),
  pool_amount: z.number().int().optional(),
  contribution_bp: z.number().int().optional(),
  prizes: z
    .array(
      z.object({
        position: z.number().int(),
        share_bp: z.number().int(),
        amount: z.number().int(),
      }),
    )
    .optional(),
  /** The player's own standing: their farmed amount and position (null before they farm). */
  farmed_amount: z.number().int().optional(),
  position: z.number().int().nullable().optional(),
  finished: z.boolean().optional(),
};

/** Spec: Tournament result row. `email` is masked except on the current player's own row. */
export const tournamentResultRowSchema = z.object({
  position: z.number().int(),
  current_user: z.boolean(),
  farmed_amount: z.number().int(),
  currency_code: z.string(),
  farmed_freebets_count: z.number().int(),
  email: z.string(),
  /** Minor units: the prize the position wins (paid at the end). */
  prize: z.number().int(),
});
export type TournamentResultRow = z.infer<typeof tournamentResultRowSchema>;

export const tournamentRatingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  locale: z.string().max(10).optional(),
});

/** GET /bonuses/tournaments/{id}/rating: the leaders, and the player's own row when below them. */
export const tournamentRatingSchema = z.object({
  data: z.array(tournamentResultRowSchema),
  current_user: tournamentResultRowSchema.nullable(),
  pool_amount: z.number().int(),
  currency_code: z.string(),
  finished: z.boolean(),
});
export type TournamentRating = z.infer<typeof tournamentRatingSchema>;

/** $user:{id} of each joined player: the tournament's pool grew. */
export const tournamentPoolChangedSchema = z.object({
  event_name: z.literal('tournament_pool_changed'),
  message: z.object({
    trigger_key: z.string(),
    pool_amount: z.number().int(),
    currency: z.string(),
  }),
});
export type TournamentPoolChanged = z.infer<typeof tournamentPoolChangedSchema>;
