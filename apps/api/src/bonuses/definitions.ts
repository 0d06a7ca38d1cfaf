// Operator definitions of bonuses in the site configuration (section `bonuses`), and the terms a
// definition issues to one player in one currency (odds as OddsInt, money in minor units).
import {
  CHEST_SIZES,
  FREEBET_TYPES,
  comboboostRangesValid,
  minorUnits,
  oddsInt,
  ODDS_DIVISOR,
  type BonusTerms,
  type OddsInt,
} from '@sportsbook/domain';
import { z } from 'zod';
import {
  huntingFields,
  huntingTerms,
  tournamentFields,
  tournamentTerms,
} from './hunting-definitions';

const perLocale = <T extends z.ZodType>(value: T) =>
  z
    .record(z.string().regex(/^[a-z]{2}(?:-[A-Za-z]{2})?$/), value)
    .refine((texts) => Object.keys(texts).length > 0, 'needs the text of at least one locale');
const perCurrency = z.record(z.string(), z.number().int().positive());
const decimalOdds = z.number().min(1).max(100_000);
const bannerUrl = z
  .string()
  .max(500)
  .regex(/^(?:\/(?!\/)|https:\/\/)\S+$/, 'a path on this site or an https address');

const common = {
  /** The bonus's trigger_key: unique among definitions. */
  key: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,59}$/),
  name: perLocale(z.string().trim().min(1).max(80)),
  description: perLocale(z.string().trim().min(1).max(400)),
  terms: perLocale(z.array(z.string().trim().min(1).max(2000)).min(1).max(30)),
  /**
   * The content service's pictures: a path on this site or an https address (whose origin the
   * web tier's img-src must then allow).
   */
  banner: z.object({ desktop: bannerUrl, mobile: bannerUrl }).nullable().default(null),
  /**
   * How players get it: every_player (each eligible player, the first time their bonuses are
   * read), promo_code (entered by the player), demo_player (the seeded demo player).
   */
  issue_on: z.enum(['every_player', 'promo_code', 'demo_player']),
  /** For issue_on promo_code: letters and digits, matched without regard to case. */
  promo_code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{3,40}$/)
    .optional(),
  /** The last moment the definition issues (a promo code past it is expired). */
  issue_until: z.iso.datetime({ offset: true }).nullable().default(null),
  /** How long an issued bonus lasts, in days; null: until the definition's valid_to. */
  valid_days: z.number().int().min(1).max(3650).nullable().default(null),
  valid_to: z.iso.datetime({ offset: true }).nullable().default(null),
  country_codes: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
  only_verified: z.boolean().default(false),
  event_conditions: z
    .array(z.object({ type: z.enum(['sport', 'category', 'tournament', 'event']), id: z.string() }))
    .default([]),
};

const comboboostDefinition = z.object({
  ...common,
  type: z.literal('comboboost'),
  min_odds: decimalOdds,
  uses_count: z.number().int().min(1).max(1000),
  ranges: z
    .array(
      z.object({
        min_count: z.number().int().min(2),
        max_count: z.number().int().min(2),
        bonus_odds: z.number().gt(1).max(10),
      }),
    )
    .min(1),
});

const freebetDefinition = z.object({
  ...common,
  type: z.enum(FREEBET_TYPES),
  min_odds: decimalOdds.nullable().default(null),
  max_odds: decimalOdds.nullable().default(null),
  match_status: z.enum(['prematch', 'live', 'both']).default('both'),
  selection_count_from: z.number().int().min(1).default(1),
  selection_count_to: z.number().int().min(1).max(30).default(30),
  /** The freebet's amount per currency: a player whose currency is not listed is not eligible. */
  amount: perCurrency,
});

const ambDefinition = z.object({
  ...common,
  type: z.literal('ambFreebet'),
  min_odds: decimalOdds.nullable().default(null),
  min_stake: perCurrency,
  issue_to: z.enum(FREEBET_TYPES),
  ranges: z
    .array(
      z.object({
        number_of_bets: z.number().int().min(1),
        number_of_freebets: z.number().int().min(1).max(10),
        issued_bonus_amount: perCurrency,
      }),
    )
    .min(1),
});

/** A chest: its size and the published reward table, each line with its integer weight. */
const lootboxDefinition = z.object({
  ...common,
  type: z.literal('lootbox'),
  chest_size: z.enum(CHEST_SIZES),
  rewards: z
    .array(
      z.discriminatedUnion('kind', [
        z.object({
          kind: z.literal('freebet'),
          freebet_type: z.enum(FREEBET_TYPES),
          /** Per currency: a player whose currency a line lacks is not eligible. */
          amount: perCurrency,
          min_odds: decimalOdds.nullable().default(null),
          /** How long the freebet drawn lasts. */
          valid_days: z.number().int().min(1).max(365).default(7),
          weight: z.number().int().min(1).max(1_000_000),
        }),
        // "Nothing" is a line of the published table like any other, so the player sees its odds.
        z.object({ kind: z.literal('nothing'), weight: z.number().int().min(1).max(1_000_000) }),
      ]),
    )
    .min(1)
    .max(20),
});

export const bonusDefinitionSchema = z.discriminatedUnion('type', [
  comboboostDefinition,
  freebetDefinition,
  ambDefinition,
  lootboxDefinition,
  z.object({ ...common, ...huntingFields }),
  z.object({ ...common, ...tournamentFields }),
]);
export type BonusDefinition = z.infer<typeof bonusDefinitionSchema>;

export const bonusesConfigSchema = z
  .object({ definitions: z.array(bonusDefinitionSchema).max(200) })
  .superRefine((config, ctx) => {
    const keys = new Set<string>();
    const codes = new Set<string>();
    config.definitions.forEach((d, i) => {
      const issue = (message: string, ...where: (string | number)[]) =>
        ctx.addIssue({ code: 'custom', message, path: ['definitions', i, ...where] });
      if (keys.has(d.key)) issue(`${d.key} is used twice`, 'key');
      keys.add(d.key);
      if (d.issue_on === 'promo_code') {
        if (!d.promo_code) issue('a promo-code bonus needs its promo_code', 'promo_code');
        else {
          const code = d.promo_code.toUpperCase();
          if (codes.has(code)) issue(`${code} is used twice`, 'promo_code');
          codes.add(code);
        }
      }
      if (d.type === 'comboboost' && !comboboostRangesValid(comboboostRanges(d))) {
        issue('ranges must not overlap and each needs min_count ≤ max_count', 'ranges');
      }
      if (d.type === 'tournament' && Date.parse(d.ends_at) <= Date.parse(d.starts_at)) {
        issue('ends_at must come after starts_at', 'ends_at');
      }
      if ('selection_count_from' in d) {
        if (d.selection_count_from > d.selection_count_to) {
          issue('selection_count_from is above selection_count_to', 'selection_count_from');
        }
      }
    });
  });

const toOddsInt = (decimal: number): OddsInt =>
  oddsInt(Math.max(ODDS_DIVISOR, Math.round(decimal * ODDS_DIVISOR)));
const optionalOdds = (decimal: number | null) => (decimal === null ? null : toOddsInt(decimal));

function comboboostRanges(d: z.infer<typeof comboboostDefinition>) {
  return d.ranges.map((r) => ({
    minCount: r.min_count,
    maxCount: r.max_count,
    bonusOdds: toOddsInt(r.bonus_odds),
  }));
}

/** When a bonus issued at `issuedAt` ends: valid_days after issue, capped by valid_to. */
export function issuedValidTo(d: BonusDefinition, issuedAt: Date): string | null {
  const byDays = d.valid_days === null ? null : issuedAt.getTime() + d.valid_days * 86_400_000;
  // A tournament's bonus ends with the tournament.
  const ends = d.type === 'tournament' ? Date.parse(d.ends_at) : null;
  const validTo = d.valid_to === null ? null : Date.parse(d.valid_to);
  const byDate = validTo === null ? ends : ends === null ? validTo : Math.min(validTo, ends);
  const end = byDays === null ? byDate : byDate === null ? byDays : Math.min(byDays, byDate);
  return end === null ? null : new Date(end).toISOString();
}

/**
 * The terms a definition issues in `currency`, or undefined when it has no amount in it.
 * `validTo` is the issued bonus's end.
 */
export function issuedTerms(
  d: BonusDefinition,
  currency: string,
  validTo: string | null,
): BonusTerms | undefined {
  const shared = {
    countryCodes: d.country_codes,
    onlyVerified: d.only_verified,
    eventConditions: d.event_conditions.map((c) => ({ kind: c.type, id: c.id })),
    validTo,
  };
  switch (d.type) {
    case 'comboboost':
      return {
        ...shared,
        type: 'comboboost',
        minOdds: toOddsInt(d.min_odds),
        usesCount: d.uses_count,
        ranges: comboboostRanges(d),
      };
    case 'hunting':
      return huntingTerms(d, shared, currency);
    case 'tournament':
      return tournamentTerms(d, shared, currency);
    case 'ambFreebet': {
      const minStake = d.min_stake[currency];
      const ranges = d.ranges.map((r) => ({
        numberOfBets: r.number_of_bets,
        numberOfFreebets: r.number_of_freebets,
        amount: r.issued_bonus_amount[currency],
      }));
      if (minStake === undefined || ranges.some((r) => r.amount === undefined)) return undefined;
      return {
        ...shared,
        type: 'ambFreebet',
        minStake: minorUnits(minStake),
        minOdds: optionalOdds(d.min_odds),
        currency,
        issueTo: d.issue_to,
        ranges: ranges.map((r) => ({
          numberOfBets: r.numberOfBets,
          numberOfFreebets: r.numberOfFreebets,
          issuedBonusAmount: minorUnits(r.amount as number),
        })),
      };
    }
    case 'lootbox': {
      const rewards = d.rewards.map((r) =>
        r.kind === 'nothing'
          ? r
          : { ...r, amount: r.amount[currency], minOdds: optionalOdds(r.min_odds) },
      );
      if (rewards.some((r) => r.kind === 'freebet' && r.amount === undefined)) return undefined;
      return {
        ...shared,
        type: 'lootbox',
        chestSize: d.chest_size,
        currency,
        rewards: rewards.map((r) =>
          r.kind === 'nothing'
            ? { kind: 'nothing', weight: r.weight }
            : {
                kind: 'freebet',
                freebetType: r.freebet_type,
                amount: minorUnits(r.amount as number),
                minOdds: r.minOdds,
                validDays: r.valid_days,
                weight: r.weight,
              },
        ),
      };
    }
    default: {
      const amount = d.amount[currency];
      if (amount === undefined) return undefined;
      return {
        ...shared,
        type: d.type,
        minOdds: optionalOdds(d.min_odds),
        maxOdds: optionalOdds(d.max_odds),
        matchStatus: d.match_status,
        selectionCountFrom: d.selection_count_from,
        selectionCountTo: d.selection_count_to,
        amount: minorUnits(amount),
        currency,
      };
    }
  }
}
