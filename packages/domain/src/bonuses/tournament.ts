// Hunting tournament: over its period, a joined player's qualifying real-money stakes are their
// farmed amount; a share of each feeds the pool (initial pool plus contributions); at the end
// the pool is shared by position. Ties go to whoever farmed their amount first.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import type { OddsInt } from '../odds/odds-int';
import { meetsEventConditions } from './eligibility';
import type { BonusSelection, CommonConditions } from './types';

/** Basis points: 10 000 is the whole. */
export const BASIS_POINTS = 10_000;

export type TournamentTerms = CommonConditions & {
  type: 'tournament';
  currency: string;
  startsAt: string;
  endsAt: string;
  initialPool: MinorUnits;
  /** The share of a qualifying stake that feeds the pool. */
  contributionBp: number;
  /** On the bet's total odds. */
  minOdds: OddsInt | null;
  /** The pool's share of each position, first place first (their sum at most 10 000). */
  prizesBp: readonly number[];
};

export type TournamentBet = {
  stake: MinorUnits;
  currency: string;
  odds: OddsInt;
  withBonus: boolean;
  selections: readonly BonusSelection[];
  placedAt: Date;
};

/** Whether a bet farms for the tournament: its currency, in its period, real money, its rules. */
export function tournamentBetQualifies(terms: TournamentTerms, bet: TournamentBet): boolean {
  const at = bet.placedAt.getTime();
  return (
    bet.currency === terms.currency &&
    !bet.withBonus &&
    bet.stake > 0 &&
    at >= Date.parse(terms.startsAt) &&
    at < Date.parse(terms.endsAt) &&
    (terms.minOdds === null || bet.odds >= terms.minOdds) &&
    bet.selections.length > 0 &&
    bet.selections.every((s) => meetsEventConditions(terms.eventConditions, s))
  );
}

/** The part of a qualifying stake that feeds the pool, rounded down. */
export const tournamentContribution = (terms: TournamentTerms, stake: MinorUnits): MinorUnits =>
  minorUnits(Number((BigInt(stake) * BigInt(terms.contributionBp)) / BigInt(BASIS_POINTS)));

export type TournamentStanding = {
  playerId: string;
  farmedAmount: number;
  /** When the player's last farm was written (ms): the earlier reaches a tie first. */
  farmedAt: number;
};

/** The leaderboard: farmed amount, most first; a tie to the earlier; positions from 1. */
export function rankTournament<T extends TournamentStanding>(
  rows: readonly T[],
): (T & { position: number })[] {
  return [...rows]
    .filter((r) => r.farmedAmount > 0)
    .sort(
      (a, b) =>
        b.farmedAmount - a.farmedAmount ||
        a.farmedAt - b.farmedAt ||
        (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0),
    )
    .map((row, i) => ({ ...row, position: i + 1 }));
}

/** The prizes of a final pool by position, rounded down; what rounding leaves stays unpaid. */
export function tournamentPrizes(
  terms: Pick<TournamentTerms, 'prizesBp'>,
  pool: MinorUnits,
  positions: number,
): MinorUnits[] {
  return terms.prizesBp
    .slice(0, positions)
    .map((bp) => minorUnits(Number((BigInt(pool) * BigInt(bp)) / BigInt(BASIS_POINTS))));
}

/** Another player's e-mail as the leaderboard shows it: the first two letters, then ***@domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(0, local.length - 1)))}***${email.slice(at)}`;
}
