// Hunting: qualifying real-money bets farm points by stake and odds; reaching the target points
// issues one freebet of the hunting's amount. Points never pass the target (the last bet farms
// what is left), and with farm_once_per_event an event farms once: a bet with an event farmed
// before farms nothing.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import { ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';
import { meetsEventConditions } from './eligibility';
import type { BonusSelection, CommonConditions, FreebetType } from './types';

export type HuntingTerms = CommonConditions & {
  type: 'hunting';
  currency: string;
  targetPoints: number;
  /** The stake (minor units) that farms one point at odds 1.00: points = stake × odds ÷ this. */
  stakePerPoint: MinorUnits;
  /** On the bet's total odds. */
  minOdds: OddsInt | null;
  farmOncePerEvent: boolean;
  farmingFreebetType: FreebetType;
  /** The freebet issued at the target. */
  freebetAmount: MinorUnits;
};

/** What hunting reads of a bet. */
export type HuntingBet = {
  stake: MinorUnits;
  currency: string;
  /** The bet's total odds. */
  odds: OddsInt;
  /** A bet on a bonus (freebet, comboboost) farms nothing: only real money counts. */
  withBonus: boolean;
  selections: readonly BonusSelection[];
};

/** A hunting's progress: points farmed and the events that farmed them. */
export type HuntingProgress = { points: number; farmedEventIds: readonly string[] };

export type HuntingMiss =
  | 'currency'
  | 'bonus_bet'
  | 'min_odds'
  | 'event_conditions'
  | 'event_farmed'
  | 'target_reached'
  | 'too_small';

/** A bet's raw points: ⌊stake × odds ÷ (stake_per_point × 1.00)⌋, in exact integers. */
export function huntingPoints(
  terms: Pick<HuntingTerms, 'stakePerPoint'>,
  stake: MinorUnits,
  odds: OddsInt,
): number {
  const raw = (BigInt(stake) * BigInt(odds)) / (BigInt(terms.stakePerPoint) * BigInt(ODDS_DIVISOR));
  return Number(raw > BigInt(Number.MAX_SAFE_INTEGER) ? BigInt(Number.MAX_SAFE_INTEGER) : raw);
}

/** The points still to farm before the target. */
export const availablePoints = (terms: HuntingTerms, points: number): number =>
  Math.max(0, terms.targetPoints - points);

export type HuntingFarm =
  | { ok: true; points: number; eventIds: string[]; reachesTarget: boolean }
  | { ok: false; miss: HuntingMiss };

/** What a bet farms given the progress so far: its points (capped at what is left) and events. */
export function huntingFarm(
  terms: HuntingTerms,
  progress: HuntingProgress,
  bet: HuntingBet,
): HuntingFarm {
  const miss = (why: HuntingMiss): HuntingFarm => ({ ok: false, miss: why });
  if (bet.currency !== terms.currency) return miss('currency');
  if (bet.withBonus) return miss('bonus_bet');
  if (terms.minOdds !== null && bet.odds < terms.minOdds) return miss('min_odds');
  if (
    bet.selections.length === 0 ||
    !bet.selections.every((s) => meetsEventConditions(terms.eventConditions, s))
  ) {
    return miss('event_conditions');
  }
  const eventIds = [...new Set(bet.selections.map((s) => s.eventId))];
  if (terms.farmOncePerEvent && eventIds.some((id) => progress.farmedEventIds.includes(id))) {
    return miss('event_farmed');
  }
  const left = availablePoints(terms, progress.points);
  if (left === 0) return miss('target_reached');
  const points = Math.min(left, huntingPoints(terms, bet.stake, bet.odds));
  if (points === 0) return miss('too_small');
  return { ok: true, points, eventIds, reachesTarget: points === left };
}

/** The slip's preview: the points a bet would farm and the freebet it would bring in reach. */
export type HuntingPotential = {
  potentialPoints: number;
  /** The freebet at the target (0 when the bet farms nothing). */
  potentialFreebetAmount: MinorUnits;
  reachesTarget: boolean;
};

export function huntingPotential(
  terms: HuntingTerms,
  progress: HuntingProgress,
  bet: HuntingBet,
): HuntingPotential {
  const farm = huntingFarm(terms, progress, bet);
  if (!farm.ok) {
    return { potentialPoints: 0, potentialFreebetAmount: minorUnits(0), reachesTarget: false };
  }
  return {
    potentialPoints: farm.points,
    potentialFreebetAmount: terms.freebetAmount,
    reachesTarget: farm.reachesTarget,
  };
}
