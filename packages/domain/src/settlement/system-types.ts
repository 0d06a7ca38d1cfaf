// System bets as k-of-n: the types a slip offers, their lines, stake per line and potential win.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import { ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';

/** A system "winCount of totalCount": every combination of winCount selections is one line. */
export type SystemType = { totalCount: number; winCount: number };

/** The fewest selections a system bet takes: below 3 the only k-of-n left is the combo. */
const MIN_SYSTEM_SELECTIONS = 3;

/**
 * System bets are offered for 3 up to this many selections. 16 keeps the largest system
 * (8 of 16: 12,870 lines) small enough to enumerate and settle line by line.
 */
export const MAX_SYSTEM_SELECTIONS = 16;

/** Every k-of-n for n selections with 2 ≤ k < n, sorted by totalCount, then winCount. */
export function systemTypesFor(selectionCount: number): SystemType[] {
  if (
    !Number.isInteger(selectionCount) ||
    selectionCount < MIN_SYSTEM_SELECTIONS ||
    selectionCount > MAX_SYSTEM_SELECTIONS
  ) {
    return [];
  }
  return Array.from({ length: selectionCount - 2 }, (_, i) => ({
    totalCount: selectionCount,
    winCount: i + 2,
  }));
}

/** Whether a system type is one the slip offers for this many selections. */
export const fitsSystemType = (type: SystemType, selectionCount: number): boolean =>
  type.totalCount === selectionCount &&
  systemTypesFor(selectionCount).some((t) => t.winCount === type.winCount);

/** C(n, k), exact (computed in BigInt); 0 when k is outside 0..n. */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0;
  let result = 1n;
  const r = Math.min(k, n - k);
  for (let i = 1; i <= r; i++) result = (result * BigInt(n - i + 1)) / BigInt(i);
  return Number(result);
}

/** How many lines a system type has: C(totalCount, winCount). */
export const systemLineCount = (type: SystemType): number =>
  binomial(type.totalCount, type.winCount);

/**
 * Every combination of k of the given indexes (or of 0..n−1 when given a count), in
 * lexicographic order of positions: [0,1], [0,2], …, [n−2,n−1] for k = 2.
 */
export function systemLines(selections: number | readonly number[], k: number): number[][] {
  const items =
    typeof selections === 'number' ? Array.from({ length: selections }, (_, i) => i) : selections;
  const n = items.length;
  const lines: number[][] = [];
  if (!Number.isInteger(k) || k < 1 || k > n) return lines;
  const positions = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    lines.push(positions.map((p) => items[p] as number));
    let i = k - 1;
    while (i >= 0 && positions[i] === n - k + i) i--;
    if (i < 0) return lines;
    positions[i] = (positions[i] as number) + 1;
    for (let j = i + 1; j < k; j++) positions[j] = (positions[j - 1] as number) + 1;
  }
}

/** The short label of a system type: '2/3' is doubles of three selections (its id on the wire). */
export const systemTypeLabel = (type: SystemType): string => `${type.winCount}/${type.totalCount}`;

/** The system type a label names ('2/3'), or undefined for anything else. */
export function parseSystemTypeLabel(label: string): SystemType | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(label);
  if (!match) return undefined;
  const winCount = Number(match[1]);
  const totalCount = Number(match[2]);
  return winCount >= 1 && winCount < totalCount ? { winCount, totalCount } : undefined;
}

/** The stake entered for a system bet is the total; each line gets floor(total / lines). */
export function systemStakePerLine(total: MinorUnits, type: SystemType): MinorUnits {
  const lines = systemLineCount(type);
  if (lines === 0) throw new RangeError(`not a system type: ${systemTypeLabel(type)}`);
  return minorUnits(Math.floor(total / lines));
}

/**
 * How a system's total stake is staked, as the slip shows it ("3 lines × 0.33 = 0.99"): every
 * line gets floor(total / lines), the debit is that times the lines, the remainder stays.
 */
export interface SystemStakeSplit {
  lines: number;
  perLine: MinorUnits;
  debit: MinorUnits;
  remainder: MinorUnits;
}

export function systemStakeSplit(total: MinorUnits, type: SystemType): SystemStakeSplit {
  const lines = systemLineCount(type);
  const perLine = systemStakePerLine(total, type);
  const debit = minorUnits(perLine * lines);
  return { lines, perLine, debit, remainder: minorUnits(total - debit) };
}

const DIVISOR = BigInt(ODDS_DIVISOR);

/** floor(stake × Π odds), exact in BigInt: one floor at the end, none per factor. */
function lineReturn(stake: bigint, odds: readonly OddsInt[]): bigint {
  let numerator = stake;
  let denominator = 1n;
  for (const o of odds) {
    numerator *= BigInt(o);
    denominator *= DIVISOR;
  }
  return numerator / denominator;
}

/** What a combo returns if every selection wins: floor(stake × Π odds), stake included. */
export const comboPotentialWin = (stake: MinorUnits, odds: readonly OddsInt[]): MinorUnits =>
  minorUnits(Number(lineReturn(BigInt(stake), odds)));

/**
 * What a system returns if every line wins: the sum over lines of
 * floor(stake per line × the line's odds). The odds must be one per selection of the type.
 */
export function systemPotentialWin(
  totalStake: MinorUnits,
  odds: readonly OddsInt[],
  type: SystemType,
): MinorUnits {
  if (odds.length !== type.totalCount) {
    throw new RangeError(`${odds.length} selections do not fit system ${systemTypeLabel(type)}`);
  }
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

/** A system's odds as the bet shows them: its potential win over its stake, at least 1.00. */
export const systemOdds = (stake: MinorUnits, potentialWin: MinorUnits): OddsInt =>
  Math.max(ODDS_DIVISOR, Math.floor((potentialWin * ODDS_DIVISOR) / stake)) as OddsInt;
