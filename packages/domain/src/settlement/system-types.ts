// System bets as k-of-n: the types a slip offers, their lines, stake per line and potential win.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import { ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';

/** A system "winCount of totalCount": every combination of winCount selections is one line. */
export type SystemType = { totalCount: number; winCount: number };

/** System bets are offered for 3 up to this many selections. */
export const MAX_SYSTEM_SELECTIONS = 16;

/** Every k-of-n for n selections with 2 ≤ k < n, sorted by totalCount, then winCount. */
export function systemTypesFor(selectionCount: number): SystemType[] {
  if (selectionCount < 3 || selectionCount > MAX_SYSTEM_SELECTIONS) return [];
  return Array.from({ length: selectionCount - 2 }, (_, i) => ({
    totalCount: selectionCount,
    winCount: i + 2,
  }));
}

export const fitsSystemType = (type: SystemType, selectionCount: number): boolean =>
  type.totalCount === selectionCount &&
  systemTypesFor(selectionCount).some((t) => t.winCount === type.winCount);

/** C(n, k), exact. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

export const systemLineCount = (type: SystemType): number =>
  binomial(type.totalCount, type.winCount);

/** Every combination of k indexes out of n, in lexicographic order. */
export function systemLines(n: number, k: number): number[][] {
  const lines: number[][] = [];
  const pick = (start: number, line: number[]) => {
    if (line.length === k) {
      lines.push(line);
      return;
    }
    for (let i = start; i <= n - (k - line.length); i++) pick(i + 1, [...line, i]);
  };
  if (k >= 1 && k <= n) pick(0, []);
  return lines;
}

export const systemTypeLabel = (type: SystemType): string => `${type.winCount}/${type.totalCount}`;

/** The usual name of a line kind, as a label key: doubles, trebles, then n-folds. */
export function systemTypeName(type: SystemType): string {
  if (type.winCount === 2) return 'doubles';
  if (type.winCount === 3) return 'trebles';
  return `${type.winCount}-folds`;
}

const FULL_COVER: Record<number, [string, string | undefined]> = {
  3: ['trixie', 'patent'],
  4: ['yankee', 'lucky15'],
  5: ['canadian', 'lucky31'],
  6: ['heinz', 'lucky63'],
  7: ['super_heinz', undefined],
  8: ['goliath', undefined],
};

/** Usual full-cover names (labels only): every double and up, or with singles too. */
export const fullCoverName = (n: number, withSingles: boolean): string | undefined =>
  FULL_COVER[n]?.[withSingles ? 1 : 0];

/** The stake entered for a system bet is the total; each line gets an equal whole share. */
export const systemStakePerLine = (total: MinorUnits, type: SystemType): MinorUnits =>
  minorUnits(Math.floor(total / systemLineCount(type)));

export const systemStakeRemainder = (total: MinorUnits, type: SystemType): MinorUnits =>
  minorUnits(total - systemStakePerLine(total, type) * systemLineCount(type));

const DIVISOR = BigInt(ODDS_DIVISOR);

/** floor(stake × Π odds), exact in BigInt. */
function lineReturn(stake: bigint, odds: readonly OddsInt[]): bigint {
  let numerator = stake;
  let denominator = 1n;
  for (const o of odds) {
    numerator *= BigInt(o);
    denominator *= DIVISOR;
  }
  return numerator / denominator;
}

export const comboPotentialWin = (stake: MinorUnits, odds: readonly OddsInt[]): MinorUnits =>
  minorUnits(Number(lineReturn(BigInt(stake), odds)));

export const singlePotentialWin = (stake: MinorUnits, odds: OddsInt): MinorUnits =>
  comboPotentialWin(stake, [odds]);

/** Sum over every line of floor(stake per line × the line's odds). */
export function systemPotentialWin(
  totalStake: MinorUnits,
  odds: readonly OddsInt[],
  type: SystemType,
): MinorUnits {
  const perLine = BigInt(systemStakePerLine(totalStake, type));
  let total = 0n;
  for (const line of systemLines(odds.length, type.winCount)) {
    total += lineReturn(
      perLine,
      line.map((i) => odds[i] as OddsInt),
    );
  }
  return minorUnits(Number(total));
}
