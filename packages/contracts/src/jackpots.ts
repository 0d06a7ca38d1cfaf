// Jackpots (accounts-bonuses-integration sections 3 and 7): the jackpot with its levels, the
// jackpot hit, the hits query and hit seen marking.
import { JACKPOT_STATES } from '@sportsbook/domain';
import { z } from 'zod';
import { minorUnitsSchema } from './platform-wallet';

export const jackpotStateSchema = z.enum(JACKPOT_STATES);

export const jackpotLevelSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** What the level pays when it is hit now, in minor units. */
  pool_amount: minorUnitsSchema,
  state: z.enum(['active', 'inactive']),
});
export type JackpotLevel = z.infer<typeof jackpotLevelSchema>;

export const jackpotSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: jackpotStateSchema,
  /** The headline: the active levels' pools together, in minor units. */
  amount: minorUnitsSchema,
  /** Everything bets have contributed so far, in minor units. */
  pool_amount: minorUnitsSchema,
  /** Everything hits have paid so far, in minor units. */
  hits_amount: minorUnitsSchema,
  currency: z.string(),
  currency_subunits: z.number().int(),
  /** The share of a qualifying stake that feeds the jackpot, in percent. */
  contribution_percent: z.number(),
  /** The smallest stake that takes part, in minor units. */
  min_stake: minorUnitsSchema,
  levels: z.array(jackpotLevelSchema),
});
export type Jackpot = z.infer<typeof jackpotSchema>;

export const jackpotListSchema = z.object({ data: z.array(jackpotSchema) });

export const JACKPOT_HIT_STATES = ['pending', 'paid'] as const;

export const jackpotHitSchema = z.object({
  id: z.string(),
  jackpot_id: z.string(),
  jackpot_name: z.string(),
  jackpot_level_code: z.string(),
  jackpot_level_name: z.string(),
  /** Minor units of currency. */
  amount: minorUnitsSchema,
  /** The amount in euro cents at the site's exchange rates (for reports across currencies). */
  amount_eur: minorUnitsSchema,
  currency: z.string(),
  /** pending until the win is on the winner's wallet, then paid. */
  status: z.enum(JACKPOT_HIT_STATES),
  /** The winner, as a hash that names no one. */
  user_hash: z.string(),
  /** Whether the winner has seen the hit (always false in other players' answers). */
  seen: z.boolean(),
  created_at: z.string(),
});
export type JackpotHit = z.infer<typeof jackpotHitSchema>;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** GET /jackpot-hits: jackpotId, limit (default 10), status, forUser, unseen. */
export const jackpotHitsQuerySchema = z.object({
  jackpotId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(JACKPOT_HIT_STATES).optional(),
  forUser: flag.optional(),
  unseen: flag.optional(),
});
export type JackpotHitsQuery = z.input<typeof jackpotHitsQuerySchema>;

export const jackpotHitListSchema = z.object({ data: z.array(jackpotHitSchema) });

/** POST /jackpot-hits/mark-as-seen: the player's hits the modal has shown. */
export const markJackpotHitsSeenSchema = z.object({
  ids: z
    .array(z.string().regex(/^\d{1,18}$/))
    .min(1)
    .max(100),
});
