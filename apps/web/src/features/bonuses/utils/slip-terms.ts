// A bonus of the list call as the bet rules read it (odds as OddsInt, money in minor units): the
// slip checks a comboboost or a freebet against its selections with the domain's functions.
import type { Bonus } from '@sportsbook/contracts';
import {
  FREEBET_TYPES,
  minorUnits,
  oddsFromDecimal,
  type ComboboostTerms,
  type FreebetTerms,
  type FreebetType,
} from '@sportsbook/domain';

const isFreebetType = (type: Bonus['type']): type is FreebetType =>
  (FREEBET_TYPES as readonly string[]).includes(type);

const oddsOrNull = (decimal: number | null | undefined) =>
  decimal == null ? null : oddsFromDecimal(decimal);

/** The terms of a comboboost or a freebet; null for other kinds (or a freebet without amount). */
export function slipBonusTerms(bonus: Bonus): ComboboostTerms | FreebetTerms | null {
  const common = {
    countryCodes: bonus.country_codes,
    onlyVerified: bonus.only_verified,
    eventConditions: bonus.event_conditions.map((c) => ({ kind: c.type, id: c.id })),
    validTo: bonus.valid_to,
  };
  if (bonus.type === 'comboboost') {
    return {
      ...common,
      type: 'comboboost',
      minOdds: oddsFromDecimal(bonus.min_odds ?? 1),
      usesCount: bonus.uses_count ?? 1,
      ranges: (bonus.ranges ?? []).map((r) => ({
        minCount: r.min_count,
        maxCount: r.max_count,
        bonusOdds: oddsFromDecimal(r.bonus_odds),
      })),
    };
  }
  if (isFreebetType(bonus.type) && bonus.amount != null && bonus.currency) {
    return {
      ...common,
      type: bonus.type,
      minOdds: oddsOrNull(bonus.min_odds),
      maxOdds: oddsOrNull(bonus.max_odds),
      matchStatus: bonus.match_status ?? 'both',
      selectionCountFrom: bonus.selection_count_from ?? 1,
      selectionCountTo: bonus.selection_count_to ?? 30,
      amount: minorUnits(bonus.amount),
      currency: bonus.currency,
    };
  }
  return null;
}

/** Whether an active comboboost still has uses left (times_used below uses_count). */
export const boostUsesLeft = (bonus: Bonus): boolean =>
  (bonus.times_used ?? 0) < (bonus.uses_count ?? 1);
