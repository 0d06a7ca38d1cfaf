// A stored bonus as the API answers it (the contracts' Bonus), in the player's locale.
import type { Bonus } from '@sportsbook/contracts';
import {
  ambProgress,
  computedBonusState,
  oddsToDecimal,
  rewardOddsPercent,
  type BonusState,
  type BonusTerms,
  type BonusType,
  type OddsInt,
} from '@sportsbook/domain';
import { huntingBonusFieldsOf } from './hunting-dto';
import type { playerBonuses } from './schema';

export type BonusRow = typeof playerBonuses.$inferSelect;

/** Texts of a bonus per locale, kept with its terms when issued. */
export interface BonusTexts {
  name: Record<string, string>;
  description: Record<string, string>;
  terms: Record<string, string[]>;
  banner: { desktop: string; mobile: string } | null;
}

/** What the terms column holds. */
export interface StoredTerms {
  terms: BonusTerms;
  texts: BonusTexts;
}

/** The locale's text, else English, else the first there is. */
export function inLocale<T>(texts: Record<string, T>, locale: string | undefined): T {
  const found = (locale && texts[locale]) ?? texts.en ?? Object.values(texts)[0];
  return found as T;
}

const decimal = (odds: OddsInt | null) => (odds === null ? null : oddsToDecimal(odds));
const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const stateOf = (row: BonusRow, now: Date): BonusState =>
  computedBonusState(row.status as BonusState, iso(row.validTo), now);

export function toBonus(row: BonusRow, locale: string | undefined, now: Date): Bonus {
  const { terms, texts } = row.terms as StoredTerms;
  const status = stateOf(row, now);
  const base = {
    id: String(row.id),
    type: row.type as BonusType,
    trigger_key: row.definitionKey,
    name: inLocale(texts.name, locale),
    description: inLocale(texts.description, locale),
    banner: texts.banner,
    status,
    seen: row.seen,
    issued_at: row.issuedAt.toISOString(),
    activated_at: iso(row.activatedAt),
    valid_to: iso(row.validTo),
    expired_at: status === 'expired' && !row.endedAt ? iso(row.validTo) : iso(row.endedAt),
    country_codes: [...terms.countryCodes],
    only_verified: terms.onlyVerified,
    event_conditions: terms.eventConditions.map((c) => ({ type: c.kind, id: c.id })),
    min_odds: 'minOdds' in terms ? decimal(terms.minOdds) : null,
  };
  switch (terms.type) {
    case 'comboboost':
      return {
        ...base,
        uses_count: terms.usesCount,
        times_used: row.timesUsed,
        ranges: terms.ranges.map((r) => ({
          min_count: r.minCount,
          max_count: r.maxCount,
          bonus_odds: oddsToDecimal(r.bonusOdds),
        })),
      };
    case 'hunting':
    case 'tournament':
      return { ...base, ...huntingBonusFieldsOf(terms, row.progressCount) };
    case 'ambFreebet': {
      const progress = ambProgress(terms, row.progressCount);
      return {
        ...base,
        currency: terms.currency,
        min_stake: terms.minStake,
        issue_to: terms.issueTo,
        amb_ranges: terms.ranges.map((r) => ({
          number_of_bets: r.numberOfBets,
          number_of_freebets: r.numberOfFreebets,
          issued_bonus_amount: r.issuedBonusAmount,
        })),
        progress_count: progress.progressCount,
        possible_progress_count: progress.possibleProgressCount,
      };
    }
    case 'lootbox': {
      const odds = rewardOddsPercent(terms.rewards.map((r) => r.weight));
      return {
        ...base,
        currency: terms.currency,
        chest_size: terms.chestSize,
        rewards: terms.rewards.map((r, i) => ({
          kind: r.kind,
          freebet_type: r.kind === 'freebet' ? r.freebetType : null,
          amount: r.kind === 'freebet' ? r.amount : null,
          odds_percent: odds[i] ?? 0,
        })),
      };
    }
    default:
      return {
        ...base,
        max_odds: decimal(terms.maxOdds),
        match_status: terms.matchStatus,
        selection_count_from: terms.selectionCountFrom,
        selection_count_to: terms.selectionCountTo,
        is_active: status === 'active',
        currency: row.currency,
        amount: row.amount,
        boost_multiplier: 1,
      };
  }
}
