// Odds in the seven display formats. Every conversion starts from OddsInt; nothing is re-parsed.
import { ladderFraction } from './fractional-ladder';
import { ODDS_DIVISOR, type OddsInt } from './odds-int';

export const ODDS_FORMATS = [
  'european',
  'fractional',
  'american',
  'hongkong',
  'malaysian',
  'indonesian',
  'percent',
] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Two decimals, rounded half away from zero on the exact integer value. */
function fixed2(numerator: number, denominator: number): string {
  const negative = numerator < 0 !== denominator < 0 && numerator !== 0;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const hundredths = Math.floor((n * 100 * 2 + d) / (2 * d));
  const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
  return negative && hundredths !== 0 ? `-${text}` : text;
}

/** Profit per unit staked, as an exact fraction profit/ODDS_DIVISOR. */
const profit = (odds: OddsInt) => odds - ODDS_DIVISOR;

export const toEuropeanOdds = (odds: OddsInt): string => fixed2(odds, ODDS_DIVISOR);

/** The quote of 1/1, which British bookmakers write as a word. */
const EVENS = 'Evens';

/**
 * British fractional: the highest step of the bookmakers' ladder not above the price (2.00 is
 * "Evens", 3.83 is 14/5, 9.78 is 17/2), as British bookmakers quote; odds without profit are 0/1.
 */
export function toFractionalOdds(odds: OddsInt): string {
  const ladder = ladderFraction(odds);
  if (!ladder) return '0/1';
  const [n, d] = ladder;
  return n === d ? EVENS : `${n}/${d}`;
}

/** American: +profit per 100 staked at 2.00 and above, -stake needed to win 100 below. */
export function toAmericanOdds(odds: OddsInt): string {
  const p = profit(odds);
  if (p === 0) return '0';
  if (odds >= 2 * ODDS_DIVISOR) return `+${Math.round((p * 100) / ODDS_DIVISOR)}`;
  return `-${Math.round((ODDS_DIVISOR * 100) / p)}`;
}

/** Hong Kong: the profit per unit. */
export const toHongKongOdds = (odds: OddsInt): string => fixed2(profit(odds), ODDS_DIVISOR);

/** Malaysian: profit when it is at most 1, else -1/profit. */
export function toMalaysianOdds(odds: OddsInt): string {
  const p = profit(odds);
  if (p === 0) return '0.00';
  return p <= ODDS_DIVISOR ? fixed2(p, ODDS_DIVISOR) : fixed2(-ODDS_DIVISOR, p);
}

/** Indonesian: profit when it is at least 1, else -1/profit. */
export function toIndonesianOdds(odds: OddsInt): string {
  const p = profit(odds);
  if (p === 0) return '0.00';
  return p >= ODDS_DIVISOR ? fixed2(p, ODDS_DIVISOR) : fixed2(-ODDS_DIVISOR, p);
}

/** Implied probability in percent, two decimals, trailing zeros dropped ("40%", "66.67%"). */
export function toPercentOdds(odds: OddsInt): string {
  const text = fixed2(ODDS_DIVISOR * 100, odds).replace(/\.?0+$/, '');
  return `${text}%`;
}

const FORMATTERS: Record<OddsFormat, (odds: OddsInt) => string> = {
  european: toEuropeanOdds,
  fractional: toFractionalOdds,
  american: toAmericanOdds,
  hongkong: toHongKongOdds,
  malaysian: toMalaysianOdds,
  indonesian: toIndonesianOdds,
  percent: toPercentOdds,
};

export const formatOdds = (odds: OddsInt, format: OddsFormat): string => FORMATTERS[format](odds);

export const isOddsFormat = (value: unknown): value is OddsFormat =>
  typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
