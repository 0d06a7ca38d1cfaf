// Bonuses (accounts-bonuses-integration sections 3 and 7): the bonus as the lists and the detail
// answer it, the list filters, activation, mark-as-seen, promo codes and bonus_issued.
import { BONUS_STATES, BONUS_TYPES } from '@sportsbook/domain';
import { z } from 'zod';
import { lootboxFields } from './lootboxes';
import { huntingBonusFields } from './hunting';
import { paginated } from './pagination';

export { BONUS_TYPES };
export const bonusTypeSchema = z.enum(BONUS_TYPES);
export const bonusStateSchema = z.enum(BONUS_STATES);

const eventConditionSchema = z.object({
  type: z.enum(['sport', 'category', 'tournament', 'event']),
  id: z.string(),
});

/** One bonus of the player, every kind's fields (absent where the kind has none). */
export const bonusSchema = z.object({
  id: z.string(),
  type: bonusTypeSchema,
  trigger_key: z.string(),
  name: z.string(),
  description: z.string(),
  banner: z.object({ desktop: z.string(), mobile: z.string() }).nullable(),
  status: bonusStateSchema,
  seen: z.boolean(),
  issued_at: z.string(),
  activated_at: z.string().nullable(),
  valid_to: z.string().nullable(),
  /** The end of a bonus no longer live (used, expired, overridden), else null. */
  expired_at: z.string().nullable(),
  country_codes: z.array(z.string()),
  only_verified: z.boolean(),
  event_conditions: z.array(eventConditionSchema),
  /** Decimal odds every selection must reach (comboboost, freebet, amb freebet). */
  min_odds: z.number().nullable(),
  // comboboost
  uses_count: z.number().int().optional(),
  times_used: z.number().int().optional(),
  ranges: z
    .array(
      z.object({
        min_count: z.number().int(),
        max_count: z.number().int(),
        bonus_odds: z.number(),
      }),
    )
    .optional(),
  // freebets
  max_odds: z.number().nullable().optional(),
  match_status: z.enum(['prematch', 'live', 'both']).optional(),
  selection_count_from: z.number().int().optional(),
  selection_count_to: z.number().int().optional(),
  is_active: z.boolean().optional(),
  currency: z.string().nullable().optional(),
  /** Minor units of currency. */
  amount: z.number().int().nullable().optional(),
  boost_multiplier: z.number().optional(),
  // amb freebet
  amb_ranges: z
    .array(
      z.object({
        number_of_bets: z.number().int(),
        number_of_freebets: z.number().int(),
        issued_bonus_amount: z.number().int(),
      }),
    )
    .optional(),
  progress_count: z.number().int().optional(),
  possible_progress_count: z.number().int().optional(),
  min_stake: z.number().int().optional(),
  issue_to: bonusTypeSchema.optional(),
  // lootbox
  ...lootboxFields,
  ...huntingBonusFields,
});
export type Bonus = z.infer<typeof bonusSchema>;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** The spec's default list limit. */
export const BONUS_LIST_LIMIT = 4;

/** GET /bonuses: status (a state, or upcoming: not yet active), available, unseen, limit_per_type, type. */
export const bonusListQuerySchema = z.object({
  status: z.union([bonusStateSchema, z.literal('upcoming')]).optional(),
  available: flag,
  unseen: flag,
  limit_per_type: z.coerce.number().int().min(1).max(500).default(BONUS_LIST_LIMIT),
  type: z.union([bonusTypeSchema, z.literal('freebets')]).optional(),
  locale: z.string().max(10).optional(),
});
export type BonusListQuery = z.infer<typeof bonusListQuerySchema>;

/** GET /bonuses/comboboosts, freebets, freebets/amb: a page of one kind. */
export const bonusKindQuerySchema = z.object({
  isAvailable: flag,
  status: z.union([bonusStateSchema, z.literal('upcoming')]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(BONUS_LIST_LIMIT),
  locale: z.string().max(10).optional(),
});
export type BonusKindQuery = z.infer<typeof bonusKindQuerySchema>;

/** Bonus ids as the lists answer them. */
const bonusIdsSchema = z
  .array(z.string().regex(/^\d{1,18}$/))
  .min(1)
  .max(500);

/**
 * POST /bonuses: the list with its filters in the body, as JSON values, and `ids` (only those
 * bonuses), for a filter too long for a query string.
 */
export const bonusListBodySchema = z.object({
  status: z.union([bonusStateSchema, z.literal('upcoming')]).optional(),
  available: z.boolean().optional(),
  unseen: z.boolean().optional(),
  limit_per_type: z.number().int().min(1).max(500).default(BONUS_LIST_LIMIT),
  type: z.union([bonusTypeSchema, z.literal('freebets')]).optional(),
  ids: bonusIdsSchema.optional(),
  locale: z.string().max(10).optional(),
});
export type BonusListBody = z.infer<typeof bonusListBodySchema>;

/** POST /bonuses/freebets/amb: a page of amb freebets with the filters in the body, and `ids`. */
export const bonusKindBodySchema = z.object({
  isAvailable: z.boolean().optional(),
  status: z.union([bonusStateSchema, z.literal('upcoming')]).optional(),
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(500).default(BONUS_LIST_LIMIT),
  ids: bonusIdsSchema.optional(),
  locale: z.string().max(10).optional(),
});
export type BonusKindBody = z.infer<typeof bonusKindBodySchema>;

export const bonusListSchema = z.object({ data: z.array(bonusSchema) });
export const bonusPageSchema = paginated(bonusSchema);

export const bonusTermsSchema = z.object({
  id: z.string(),
  name: z.string(),
  terms: z.array(z.string()),
});

export const markBonusesSeenSchema = z.object({
  ids: z
    .array(z.string().regex(/^\d{1,18}$/))
    .min(1)
    .max(500),
});

export const promoCodeRequestSchema = z.object({
  code: z.string().trim().min(1).max(40),
});

/** Spec: Promocode bonus. */
export const promoCodeBonusSchema = z.object({
  bonus_id: z.string(),
  bonus_type: bonusTypeSchema,
  name: z.string(),
});
export type PromoCodeBonus = z.infer<typeof promoCodeBonusSchema>;

/** $user:{id}: a bonus was issued to the player. */
export const bonusIssuedSchema = z.object({
  event_name: z.literal('bonus_issued'),
  message: z.object({ bonus: bonusSchema }),
});
export type BonusIssued = z.infer<typeof bonusIssuedSchema>;
