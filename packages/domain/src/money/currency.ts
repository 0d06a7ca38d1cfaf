// Currencies: subunits, fiat or crypto, subcurrencies, display decimals, formatting and stakes.
//
// `subunits` is the number of minor units in one major unit (EUR 100, JPY 1, BTC 100 000 000).
// Subcurrency rule: a value below 100 × subunits (below 100 whole units) of a currency that has
// subcurrencies is shown in the first subcurrency that shows it as at least 1 (0.01 BTC is
// 10 mBTC, 0.00005 BTC is 50 µBTC), else the finest one. Fiat has no subcurrencies.
// Display decimals: fiat shows exactly the decimals of its subunits (2, or 0 for JPY); crypto
// shows up to the decimals its unit holds, trailing zeros trimmed.
import { toDecimalString, trimFraction } from './decimal';
import { minorUnits, type MinorUnits } from './minor-units';

export interface Subcurrency {
  code: string;
  /** Subcurrency units per major unit: mBTC is 1000. */
  factor: number;
}

export interface Currency {
  code: string;
  subunits: number;
  fiat: boolean;
  subcurrencies?: Subcurrency[];
}

const cryptoSubs = (code: string): Subcurrency[] => [
  { code: `m${code}`, factor: 1_000 },
  { code: `µ${code}`, factor: 1_000_000 },
];

export const CURRENCIES = {
  EUR: { code: 'EUR', subunits: 100, fiat: true },
  USD: { code: 'USD', subunits: 100, fiat: true },
  GBP: { code: 'GBP', subunits: 100, fiat: true },
  BRL: { code: 'BRL', subunits: 100, fiat: true },
  INR: { code: 'INR', subunits: 100, fiat: true },
  JPY: { code: 'JPY', subunits: 1, fiat: true },
  BTC: { code: 'BTC', subunits: 100_000_000, fiat: false, subcurrencies: cryptoSubs('BTC') },
  ETH: { code: 'ETH', subunits: 100_000_000, fiat: false, subcurrencies: cryptoSubs('ETH') },
  USDT: { code: 'USDT', subunits: 100, fiat: false },
} satisfies Record<string, Currency>;

export const currencyOf = (code: string): Currency | undefined =>
  (CURRENCIES as Record<string, Currency>)[code];

/** Decimal places of a power-of-ten count: 100 → 2, 1 → 0. */
export function digitsOf(count: number): number {
  const digits = Math.round(Math.log10(count));
  if (count < 1 || 10 ** digits !== count) throw new RangeError(`not a power of ten: ${count}`);
  return digits;
}

/** Decimal places a stake may have in this currency. */
export const stakeDecimals = (currency: Currency): number => digitsOf(currency.subunits);

/** The amount in major units, as exact decimal text. */
export const toMajor = (value: MinorUnits, currency: Currency): string =>
  toDecimalString(value, digitsOf(currency.subunits));

/** The unit a value is shown in: the currency itself, or a subcurrency by the rule above. */
export function displayUnit(
  value: MinorUnits,
  currency: Currency,
): { code: string; factor: number } {
  const subs = [...(currency.subcurrencies ?? [])].sort((a, b) => a.factor - b.factor);
  if (subs.length === 0 || Math.abs(value) >= 100 * currency.subunits) {
    return { code: currency.code, factor: 1 };
  }
  const shownAtLeastOne = subs.find(
    (sub) => value === 0 || Math.abs(value) * sub.factor >= currency.subunits,
  );
  return shownAtLeastOne ?? (subs[subs.length - 1] as Subcurrency);
}

/** The value in its display unit, as exact decimal text with the unit's decimals. */
export function displayAmount(
  value: MinorUnits,
  currency: Currency,
): { text: string; code: string } {
  const unit = displayUnit(value, currency);
  const digits = Math.max(0, digitsOf(currency.subunits) - digitsOf(unit.factor));
  const text = toDecimalString(value, digits);
  return { text: currency.fiat ? text : trimFraction(text), code: unit.code };
}

/** Localised money text: currency style for fiat, number and unit code for crypto. */
export function formatMoney(value: MinorUnits, currency: Currency, locale: string): string {
  const { text, code } = displayAmount(value, currency);
  const decimals = text.includes('.') ? text.split('.')[1]!.length : 0;
  if (currency.fiat) {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(text as unknown as number);
  }
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 0,
    maximumFractionDigits: decimals,
  }).format(text as unknown as number);
  return `${number} ${code}`;
}

export type ParseStakeResult =
  | { ok: true; value: MinorUnits }
  | { ok: false; reason: 'empty' | 'not_a_number' | 'negative' | 'too_precise' | 'too_large' };

/**
 * A typed stake in major units: "10", "10.5", "10,50" and "1 000,50" are read; the last of
 * "," or "." is the decimal separator. More decimals than the currency holds are refused.
 */
export function parseStake(text: string, currency: Currency): ParseStakeResult {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  if (compact.startsWith('-')) return { ok: false, reason: 'negative' };
  const separator = Math.max(compact.lastIndexOf(','), compact.lastIndexOf('.'));
  const whole = (separator < 0 ? compact : compact.slice(0, separator)).replace(/[.,]/g, '');
  const fraction = separator < 0 ? '' : compact.slice(separator + 1);
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || whole + fraction === '') {
    return { ok: false, reason: 'not_a_number' };
  }
  const digits = stakeDecimals(currency);
  if (fraction.replace(/0+$/, '').length > digits) return { ok: false, reason: 'too_precise' };
  const minor = BigInt(`${whole || '0'}${fraction.padEnd(digits, '0').slice(0, digits)}`);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, reason: 'too_large' };
  return { ok: true, value: minorUnits(Number(minor)) };
}
