// Bets (spec sections 3 and 7): the v3 placement request, the server Bet form, history, cash out.
import {
  BET_RESULTS,
  BET_TYPES,
  currencyOf,
  MAX_DECIMAL_ODDS,
  systemTypesFor,
} from '@sportsbook/domain';
import { z } from 'zod';
import { BET_FILTERS, RESULT_FILTERS } from './constants';
import { localeParam } from './catalogue-queries';
import { paginated, pageQuery } from './pagination';

export const BET_STATUSES = [
  'cashed_out',
  'withdrawn',
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'cashout_in_progress',
  'submitted',
  'rejected',
] as const;
/** Bet types and results are the domain's. */
export { BET_TYPES };
export const BET_RESULT_VALUES = BET_RESULTS;

const decimalOdds = z.number().min(1.0001).max(MAX_DECIMAL_ODDS);

/** Which outcome a selection is: its match, market (with specifier) and outcome. */
const selectionRefSchema = z.object({
  match_id: z.number().int().positive(),
  market_id: z.number().int().positive(),
  specifier: z.string().max(200),
  outcome_id: z.string().min(1).max(50),
});

/** Spec: Bet request. Stake value in minor units of the currency. */
export const betRequestSchema = z.object({
  bonus: z.object({ id: z.string(), type: z.string(), odds: decimalOdds.optional() }).nullish(),
  stake: z.object({
    value: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    currency: z.string().regex(/^[A-Z]{3,5}$/),
  }),
  selections: z
    .array(selectionRefSchema.extend({ odds: decimalOdds }))
    .min(1)
    .max(50),
  type: z.enum(BET_TYPES).optional(),
  system_id: z
    .string()
    .regex(/^\d+\/\d+$/)
    .optional(),
  custom_odds: decimalOdds.optional(),
});
export type BetRequestBody = z.infer<typeof betRequestSchema>;

/** POST /api/sb/bets (v3). */
export const placeBetsBodySchema = z.object({
  meta: z.object({
    device_id: z.string().min(1).max(100),
    quick: z.boolean().default(false),
    type: z.enum(['regular', 'quick']).default('regular'),
    locale: z.string().max(10).optional(),
  }),
  bets: z.array(betRequestSchema).min(1).max(20),
});
export type PlaceBetsBody = z.infer<typeof placeBetsBodySchema>;

export const serverSelectionSchema = z.object({
  id: z.string(),
  status: z.string(),
  match: z.object({
    id: z.number(),
    name: z.string(),
    sport_key: z.string(),
    start_time: z.string(),
  }),
  market: z.object({ id: z.number(), name: z.string() }),
  outcome: z.object({ id: z.string(), name: z.string() }),
  odds: z.number(),
  specifier: z.string(),
});

/** Spec: Bet (server form). */
export const serverBetSchema = z.object({
  id: z.string(),
  type: z.enum(BET_TYPES),
  ref: z.string(),
  status: z.enum(BET_STATUSES),
  stake: z.object({ value: z.number().int(), currency: z.string(), subunits: z.number().int() }),
  win_amount: z.number().int().nullable(),
  odds: z.number(),
  selections: z.array(serverSelectionSchema),
  created_at: z.string(),
  result: z.enum(BET_RESULT_VALUES),
  to_cashout: z.number().int().nullable(),
  bonus: z.object({ id: z.string(), type: z.string(), odds: z.number().nullable() }).nullable(),
  system: z
    .object({ id: z.string(), win_count: z.number().int(), total_count: z.number().int() })
    .nullable(),
  used_in_jackpot: z.boolean(),
  is_vip: z.boolean(),
  potential_win_amount: z.number().int(),
});
export type ServerBetBody = z.infer<typeof serverBetSchema>;

export const placeBetsResponseSchema = z.object({ data: z.array(serverBetSchema) });
export type PlaceBetsResponse = z.infer<typeof placeBetsResponseSchema>;

/** GET /api/sb/bets. `status` is a comma-separated list of bet statuses. */
export const betsQuerySchema = z.object({
  status: z
    .string()
    .optional()
    .refine(
      (value) =>
        !value ||
        value.split(',').every((s) => (BET_STATUSES as readonly string[]).includes(s.trim())),
      { message: 'unknown bet status' },
    ),
  filter: z.enum(BET_FILTERS).default('all'),
  result: z.enum(RESULT_FILTERS).default('all'),
  /** The language the matches are named in (as the catalogue reads, see localeParam). */
  locale: localeParam,
  ...pageQuery,
});
export const betsPageSchema = paginated(serverBetSchema);
export type BetsPage = z.infer<typeof betsPageSchema>;

export const cashoutBodySchema = z.object({
  bet_id: z.string().regex(/^\d+$/),
  /** The offer the player accepted, in minor units. */
  to_cashout: z.number().int().positive(),
});

export const maxStakeBodySchema = z.object({ bets: z.array(betRequestSchema).min(1).max(20) });

/**
 * Spec: Share-bet payload. Anyone who opens the link restores it into their slip, so what it may
 * hold is what a slip can: a currency the sportsbook knows with its own subunits, a stake and a
 * freebet of no less than zero, decimal odds in the odds range, a system k-of-n the slip offers
 * (the domain's `systemTypesFor`).
 */
export const sharePayloadSchema = z
  .object({
    stake: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    currency: z.string().regex(/^[A-Z]{3,5}$/),
    subunits: z.number().int().positive(),
    selections: z.array(selectionRefSchema).min(1).max(50),
    betType: z.enum(BET_TYPES),
    systemType: z
      .object({ totalCount: z.number().int(), winCount: z.number().int() })
      .refine((type) => systemTypesFor(type.totalCount).some((t) => t.winCount === type.winCount), {
        message: 'a system k-of-n the slip offers',
        path: ['winCount'],
      })
      .nullable(),
    customOdds: decimalOdds.nullable(),
    freebetStake: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
  })
  .refine((payload) => currencyOf(payload.currency)?.subunits === payload.subunits, {
    message: 'a currency the sportsbook knows, with its subunits',
    path: ['currency'],
  });
export type SharePayload = z.infer<typeof sharePayloadSchema>;
export const shareCodeBodySchema = z.object({ bets: z.array(sharePayloadSchema).min(1).max(20) });
export type ShareCodeBody = z.infer<typeof shareCodeBodySchema>;

/** Private channel events of bets: the bet as it is now, and a new cash-out offer. */
export const betChangedSchema = z.object({
  event_name: z.literal('bet_changed'),
  message: z.object({ bet: serverBetSchema }),
});
export type BetChanged = z.infer<typeof betChangedSchema>;

export const betCashoutChangedSchema = z.object({
  event_name: z.literal('bet_cashout_changed'),
  message: z.object({ bet_id: z.string(), to_cashout: z.number().int().nullable() }),
});
export type BetCashoutChanged = z.infer<typeof betCashoutChangedSchema>;

/** Bet builder: a combination to price (POST /bets/custom/calculate and /bets/custom/odds). */
export const customBetBodySchema = z.object({
  selections: betRequestSchema.shape.selections,
});
export const customBetPriceSchema = z.object({
  odds: z.number(),
  available: z.boolean(),
  localized_message: z.string().nullable(),
});
export type CustomBetPrice = z.infer<typeof customBetPriceSchema>;
