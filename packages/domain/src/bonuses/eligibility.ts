// Who may hold a bonus and which bets it fits: country, verification, expiry, uses, event
// conditions, odds per selection, selection counts and match status. Refusals are values.
import type {
  BonusPlayer,
  BonusSelection,
  CommonConditions,
  EventCondition,
  FreebetTerms,
  MatchStatusCondition,
} from './types';

/** Why a bonus cannot be held or used; each has its message id `error.bonus.<code lower-case>`. */
export const BONUS_REFUSALS = [
  'BONUS_NOT_FOUND',
  'BONUS_EXPIRED',
  'BONUS_USED',
  'BONUS_NOT_ACTIVE',
  'BONUS_ENDED',
  'BONUS_NOT_BOOSTABLE',
  'BONUS_NOT_ELIGIBLE',
  'BONUS_COUNTRY',
  'BONUS_NOT_VERIFIED',
  'BONUS_EVENT_CONDITIONS',
  'BONUS_MIN_ODDS',
  'BONUS_MAX_ODDS',
  'BONUS_SELECTION_COUNT',
  'BONUS_MATCH_STATUS',
  'BONUS_ODDS_MISMATCH',
  'BONUS_CURRENCY',
  'BONUS_BET_TYPE',
  'PROMO_CODE_UNKNOWN',
  'PROMO_CODE_USED',
  'PROMO_CODE_EXPIRED',
  'PROMO_CODE_NOT_ELIGIBLE',
] as const;
export type BonusRefusal = (typeof BONUS_REFUSALS)[number];

export const bonusRefusalMessageId = (code: BonusRefusal): string =>
  `error.bonus.${code.toLowerCase()}`;

export type Checked = { ok: true } | { ok: false; code: BonusRefusal };
const OK: Checked = { ok: true };
const refuse = (code: BonusRefusal): Checked => ({ ok: false, code });

/** Whether the player may hold a bonus with these conditions at `now` (its expiry included). */
export function playerEligibility(
  conditions: Pick<CommonConditions, 'countryCodes' | 'onlyVerified' | 'validTo'>,
  player: BonusPlayer,
  now: Date,
): Checked {
  if (conditions.validTo !== null && Date.parse(conditions.validTo) <= now.getTime()) {
    return refuse('BONUS_EXPIRED');
  }
  if (conditions.countryCodes.length > 0) {
    const country = player.countryCode?.toUpperCase();
    if (!country || !conditions.countryCodes.includes(country)) return refuse('BONUS_COUNTRY');
  }
  if (conditions.onlyVerified && !player.verified) return refuse('BONUS_NOT_VERIFIED');
  return OK;
}

/** A selection meets the event conditions when there are none or any one names it. */
export function meetsEventConditions(
  conditions: readonly EventCondition[],
  selection: BonusSelection,
): boolean {
  if (conditions.length === 0) return true;
  return conditions.some((c) => {
    switch (c.kind) {
      case 'sport':
        return c.id === selection.sportId;
      case 'category':
        return c.id === selection.categoryId;
      case 'tournament':
        return c.id === selection.tournamentId;
      case 'event':
        return c.id === selection.eventId;
    }
  });
}

function meetsMatchStatus(status: MatchStatusCondition, selection: BonusSelection): boolean {
  if (status === 'both') return true;
  return status === 'live' ? selection.live : !selection.live;
}

/** Whether a selection counts towards a freebet: conditions, status, odds per selection. */
function suitsFreebet(terms: FreebetTerms, selection: BonusSelection): boolean {
  return selectionRefusal(terms, selection) === undefined;
}

function selectionRefusal(
  terms: FreebetTerms,
  selection: BonusSelection,
): BonusRefusal | undefined {
  if (!meetsEventConditions(terms.eventConditions, selection)) return 'BONUS_EVENT_CONDITIONS';
  if (!meetsMatchStatus(terms.matchStatus, selection)) return 'BONUS_MATCH_STATUS';
  if (terms.minOdds !== null && selection.odds < terms.minOdds) return 'BONUS_MIN_ODDS';
  if (terms.maxOdds !== null && selection.odds > terms.maxOdds) return 'BONUS_MAX_ODDS';
  return undefined;
}

/**
 * Whether a freebet may stand as the stake of a single or combo with these selections: the
 * count within selection_count_from..to, and every selection suitable.
 */
export function freebetFitsBet(
  terms: FreebetTerms,
  selections: readonly BonusSelection[],
): Checked {
  const n = selections.length;
  if (n < terms.selectionCountFrom || n > terms.selectionCountTo) {
    return refuse('BONUS_SELECTION_COUNT');
  }
  for (const selection of selections) {
    const code = selectionRefusal(terms, selection);
    if (code) return refuse(code);
  }
  return OK;
}

/** How many of a slip's selections suit a freebet (the upcoming bonus's suitableCount). */
export const suitableFreebetCount = (
  terms: FreebetTerms,
  selections: readonly BonusSelection[],
): number => selections.filter((s) => suitsFreebet(terms, s)).length;
