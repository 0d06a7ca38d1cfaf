// Operator definitions of huntings and hunting tournaments (site configuration, section
// `bonuses`), and the terms each issues to a player in their currency.
import {
  BASIS_POINTS,
  FREEBET_TYPES,
  minorUnits,
  oddsInt,
  ODDS_DIVISOR,
  type CommonConditions,
  type HuntingTerms,
  type TournamentTerms,
} from '@sportsbook/domain';
import { z } from 'zod';

const perCurrency = z.record(z.string(), z.number().int().positive());
const decimalOdds = z.number().min(1).max(100_000);
const instant = z.iso.datetime({ offset: true });

/** The fields of a hunting definition (with the common ones of every definition). */
export const huntingFields = {
  type: z.literal('hunting'),
  /** Points to farm for the freebet. */
  target_points: z.number().int().min(1).max(1_000_000),
  /** Per currency: the stake (minor units) that farms one point at odds 1.00. */
  stake_per_point: perCurrency,
  /** On the bet's total odds. */
  min_odds: decimalOdds.nullable().default(null),
  farm_once_per_event: z.boolean().default(true),
  farming_freebet_type: z.enum(FREEBET_TYPES).default('freebet'),
  /** Per currency: the freebet issued at the target. */
  freebet_amount: perCurrency,
  /** How long the freebet issued at the target lasts, in days. */
  freebet_valid_days: z.number().int().min(1).max(365).default(7),
};

/** The fields of a hunting tournament definition. */
export const tournamentFields = {
  type: z.literal('tournament'),
  currency: z.string().regex(/^[A-Z0-9]{3,5}$/),
  starts_at: instant,
  ends_at: instant,
  /** Minor units of `currency` the pool starts with. */
  initial_pool: z.number().int().min(0),
  /** Basis points of each qualifying stake that feed the pool. */
  contribution_bp: z.number().int().min(0).max(BASIS_POINTS),
  min_odds: decimalOdds.nullable().default(null),
  /** Basis points of the final pool per position, first place first. */
  prizes_bp: z
    .array(z.number().int().min(1).max(BASIS_POINTS))
    .min(1)
    .max(100)
    .refine(
      (bp) => bp.reduce((a, b) => a + b, 0) <= BASIS_POINTS,
      'prizes share more than the pool',
    ),
};

type HuntingDefinition = z.infer<z.ZodObject<typeof huntingFields>>;
type TournamentDefinition = z.infer<z.ZodObject<typeof tournamentFields>>;

const toOddsInt = (decimal: number | null) =>
  decimal === null ? null : oddsInt(Math.max(ODDS_DIVISOR, Math.round(decimal * ODDS_DIVISOR)));

/** A hunting's terms in `currency`, or undefined when it has no points rule or freebet in it. */
export function huntingTerms(
  d: HuntingDefinition,
  shared: CommonConditions,
  currency: string,
): HuntingTerms | undefined {
  const stakePerPoint = d.stake_per_point[currency];
  const freebetAmount = d.freebet_amount[currency];
  if (stakePerPoint === undefined || freebetAmount === undefined) return undefined;
  return {
    ...shared,
    type: 'hunting',
    currency,
    targetPoints: d.target_points,
    stakePerPoint: minorUnits(stakePerPoint),
    minOdds: toOddsInt(d.min_odds),
    farmOncePerEvent: d.farm_once_per_event,
    farmingFreebetType: d.farming_freebet_type,
    freebetAmount: minorUnits(freebetAmount),
  };
}

/** A tournament's terms for a player whose currency is the tournament's, else undefined. */
export function tournamentTerms(
  d: TournamentDefinition,
  shared: CommonConditions,
  currency: string,
): TournamentTerms | undefined {
  if (currency !== d.currency) return undefined;
  return {
    ...shared,
    type: 'tournament',
    currency,
    startsAt: new Date(d.starts_at).toISOString(),
    endsAt: new Date(d.ends_at).toISOString(),
    initialPool: minorUnits(d.initial_pool),
    contributionBp: d.contribution_bp,
    minOdds: toOddsInt(d.min_odds),
    prizesBp: d.prizes_bp,
  };
}
