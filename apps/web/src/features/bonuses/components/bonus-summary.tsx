'use client';
// What a bonus gives and asks, in a few lines: its amount or ranges, its limits, its progress.
import type { Bonus } from '@sportsbook/contracts';
import { formatMoney, minorUnits } from '@sportsbook/domain';
import type { IntlShape } from 'react-intl';
import { currencyInfo } from '@/lib/currency-info';

const odds = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function bonusAmount(intl: IntlShape, bonus: Bonus): string | null {
  if (bonus.amount == null || !bonus.currency) return null;
  return formatMoney(minorUnits(bonus.amount), currencyInfo(bonus.currency), intl.locale);
}

/** The bonus's ranges: comboboost boosts by selections, amb freebets by bets placed. */
export function bonusRanges(intl: IntlShape, bonus: Bonus): string[] {
  if (bonus.ranges?.length) {
    return bonus.ranges.map((range) =>
      intl.formatMessage(
        { id: 'promotions.range.boost' },
        {
          from: range.min_count,
          to: range.max_count,
          percent: intl.formatNumber(range.bonus_odds - 1, {
            style: 'percent',
            maximumFractionDigits: 1,
          }),
        },
      ),
    );
  }
  if (bonus.amb_ranges?.length) {
    return bonus.amb_ranges.map((range) =>
      intl.formatMessage(
        { id: 'promotions.range.amb' },
        {
          bets: range.number_of_bets,
          freebets: range.number_of_freebets,
          amount:
            bonus.currency != null
              ? formatMoney(
                  minorUnits(range.issued_bonus_amount),
                  currencyInfo(bonus.currency),
                  intl.locale,
                )
              : intl.formatNumber(range.issued_bonus_amount),
        },
      ),
    );
  }
  return [];
}

/** The conditions a bet must meet, one line each. */
export function bonusConditions(intl: IntlShape, bonus: Bonus): string[] {
  const lines: string[] = [];
  if (bonus.min_odds != null) {
    lines.push(
      intl.formatMessage(
        { id: 'promotions.condition.min-odds' },
        { odds: odds(intl, bonus.min_odds) },
      ),
    );
  }
  if (bonus.max_odds != null) {
    lines.push(
      intl.formatMessage(
        { id: 'promotions.condition.max-odds' },
        { odds: odds(intl, bonus.max_odds) },
      ),
    );
  }
  if (
    bonus.selection_count_from != null &&
    bonus.selection_count_from === bonus.selection_count_to
  ) {
    lines.push(
      intl.formatMessage(
        { id: 'promotions.condition.selections-exact' },
        { count: bonus.selection_count_from },
      ),
    );
  } else if (bonus.selection_count_from != null && bonus.selection_count_to != null) {
    lines.push(
      intl.formatMessage(
        { id: 'promotions.condition.selections' },
        { from: bonus.selection_count_from, to: bonus.selection_count_to },
      ),
    );
  }
  if (bonus.match_status && bonus.match_status !== 'both') {
    lines.push(intl.formatMessage({ id: `promotions.condition.match.${bonus.match_status}` }));
  }
  if (bonus.min_stake != null && bonus.currency) {
    lines.push(
      intl.formatMessage(
        { id: 'promotions.condition.min-stake' },
        {
          amount: formatMoney(
            minorUnits(bonus.min_stake),
            currencyInfo(bonus.currency),
            intl.locale,
          ),
        },
      ),
    );
  }
  if (bonus.uses_count != null) {
    lines.push(
      intl.formatMessage(
        { id: 'promotions.condition.uses' },
        { used: bonus.times_used ?? 0, count: bonus.uses_count },
      ),
    );
  }
  if (bonus.only_verified) lines.push(intl.formatMessage({ id: 'promotions.condition.verified' }));
  if (bonus.event_conditions.length > 0) {
    lines.push(intl.formatMessage({ id: 'promotions.condition.events' }));
  }
  return lines;
}
