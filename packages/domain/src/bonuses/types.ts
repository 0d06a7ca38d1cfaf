// The bonus family's shapes (spec accounts-bonuses-integration sections 3 and 4): kinds, states,
// conditions and the operator's definitions, in integers (odds as OddsInt, money as MinorUnits).
import type { ChestSize } from '../lootboxes/draw';
import type { MinorUnits } from '../money/minor-units';
import type { OddsInt } from '../odds/odds-int';
import type { HuntingTerms } from './hunting';
import type { TournamentTerms } from './tournament';

/** The freebet variants, named as the shared enumeration names the bonus types. */
export const FREEBET_TYPES = [
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
] as const;
export type FreebetType = (typeof FREEBET_TYPES)[number];

/** The bonus types this engine issues. */
export const BONUS_TYPES = [
  'comboboost',
  ...FREEBET_TYPES,
  'ambFreebet',
  'lootbox',
  'hunting',
  'tournament',
] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/** The kind a type belongs to (the list calls group by it). */
export type BonusFamily =
  'comboboost' | 'freebet' | 'ambFreebet' | 'lootbox' | 'hunting' | 'tournament';
export function bonusFamilyOf(type: BonusType): BonusFamily {
  if (type === 'comboboost' || type === 'ambFreebet' || type === 'lootbox') return type;
  if (type === 'hunting' || type === 'tournament') return type;
  return 'freebet';
}

export const BONUS_STATES = [
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/** One event condition: a selection fits when its sport, category, tournament or event is named. */
export type EventCondition = {
  kind: 'sport' | 'category' | 'tournament' | 'event';
  id: string;
};

/** Pre-match, live or both. */
export type MatchStatusCondition = 'prematch' | 'live' | 'both';

/** What the engine needs to know of one selection of a bet. */
export type BonusSelection = {
  sportId: string;
  categoryId: string;
  tournamentId: string;
  eventId: string;
  odds: OddsInt;
  live: boolean;
};

/** What the engine needs to know of the player. */
export type BonusPlayer = {
  countryCode: string | null;
  verified: boolean;
};

/** Conditions every kind shares. */
export type CommonConditions = {
  /** Empty: any country. Upper-case ISO 3166 alpha-2 codes. */
  countryCodes: readonly string[];
  onlyVerified: boolean;
  /** Empty: any event. */
  eventConditions: readonly EventCondition[];
  /** ISO instant after which the bonus is expired; null: no end. */
  validTo: string | null;
};

export type ComboboostRange = { minCount: number; maxCount: number; bonusOdds: OddsInt };

export type ComboboostTerms = CommonConditions & {
  type: 'comboboost';
  /** Every selection's odds must reach it. */
  minOdds: OddsInt;
  /** How many bets one issue can boost. */
  usesCount: number;
  ranges: readonly ComboboostRange[];
};

export type FreebetTerms = CommonConditions & {
  type: FreebetType;
  /** Per selection. */
  minOdds: OddsInt | null;
  maxOdds: OddsInt | null;
  matchStatus: MatchStatusCondition;
  selectionCountFrom: number;
  selectionCountTo: number;
  amount: MinorUnits;
  currency: string;
};

export type AmbRange = {
  numberOfBets: number;
  numberOfFreebets: number;
  issuedBonusAmount: MinorUnits;
};

export type AmbFreebetTerms = CommonConditions & {
  type: 'ambFreebet';
  minStake: MinorUnits;
  /** Per selection, for a bet to count. */
  minOdds: OddsInt | null;
  currency: string;
  ranges: readonly AmbRange[];
  /** The freebet type the reached ranges issue. */
  issueTo: FreebetType;
};

/** One line of a lootbox's reward table: a freebet, or nothing (shown as such), and its weight. */
export type LootboxReward =
  | {
      kind: 'freebet';
      freebetType: FreebetType;
      amount: MinorUnits;
      /** Per selection, for the freebet issued. */
      minOdds: OddsInt | null;
      /** How long the freebet issued lasts. */
      validDays: number;
      weight: number;
    }
  | { kind: 'nothing'; weight: number };

export type LootboxTerms = CommonConditions & {
  type: 'lootbox';
  chestSize: ChestSize;
  currency: string;
  rewards: readonly LootboxReward[];
};

export type BonusTerms =
  ComboboostTerms | FreebetTerms | AmbFreebetTerms | LootboxTerms | HuntingTerms | TournamentTerms;
