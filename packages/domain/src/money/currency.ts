// Currencies: subunits, fiat or crypto, subcurrencies, display decimals, formatting and stakes.
//
// `subunits` is the number of minor units in one major unit (EUR 100, JPY 1, BTC and ETH
// 100 000 000 — ETH's own 1e18 wei does not fit a safe integer, so ETH uses the same 1e8 scale
// as BTC; USDT is flagged crypto but keeps 2 decimals like the dollar it tracks).
// Subcurrency rule: a value below 100 × subunits (below 100 whole units) of a currency that has
// subcurrencies is shown in the subcurrency of smallest factor that shows it as at least 1
// (0.01 BTC is 10 mBTC, 0.00005 BTC is 50 µBTC); when none does, the finest one (1 satoshi is
// 0.01 µBTC); zero takes the coarsest one. Fiat has no subcurrencies. µ is U+00B5 (uBTC in ASCII).
// Display decimals: fiat shows exactly the decimals of its subunits (2, or 0 for JPY); crypto
// shows every decimal its display unit holds (BTC 8, mBTC 5, µBTC 2), trailing zeros trimmed.
// Nothing is ever rounded: amounts go to Intl as exact decimal strings (ES2023, Node 20).
import { toDecimalString, trimFraction } from './decimal';
import type { MinorUnits } from './minor-units';

/** A smaller unit of a currency: `factor` of them make one major unit (mBTC is 1000). */
export interface Subcurrency {
  readonly code: string;
  readonly factor: number;
}

/** A currency: `subunits` minor units per major unit; crypto when `fiat` is false. */
export interface Currency {
  readonly code: string;
  readonly subunits: number;
  readonly fiat: boolean;
  readonly subcurrencies?: readonly Subcurrency[];
}

const cryptoSubs = (code: string): readonly Subcurrency[] => [
  { code: `m${code}`, factor: 1_000 },
  { code: `µ${code}`, factor: 1_000_000 },
];

/** The currencies the sportsbook knows. */
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
} as const satisfies Record<string, Currency>;

/** The known currency of a code (case-insensitive), or undefined. */
export function currencyOf(code: string): Currency | undefined {
  const key = code.trim().toUpperCase();
  return Object.hasOwn(CURRENCIES, key) ? CURRENCIES[key as keyof typeof CURRENCIES] : undefined;
}

/** Decimal places of a power-of-ten count: 100 → 2, 1 → 0; anything else is a RangeError. */
export function digitsOf(count: number): number {
  const digits = Math.round(Math.log10(count));
  if (!(count >= 1) || 10 ** digits !== count) throw new RangeError(`not a power of ten: ${count}`);
  return digits;
}

/** Decimal places a stake may have in this currency: those of its subunits (EUR 2, BTC 8). */
export const stakeDecimals = (currency: Currency): number => digitsOf(currency.subunits);

/** The amount in major units, as exact decimal text with all the currency's decimals. */
export const toMajor = (value: MinorUnits, currency: Currency): string =>
  toDecimalString(value, digitsOf(currency.subunits));

/** The unit a value is shown in: the currency itself (factor 1) or a subcurrency (rule above). */
export function displayUnit(value: MinorUnits, currency: Currency): Subcurrency {
  const subs = [...(currency.subcurrencies ?? [])].sort((a, b) => a.factor - b.factor);
  const size = BigInt(Math.abs(value));
  const finest = subs[subs.length - 1];
  if (finest === undefined || size >= 100n * BigInt(currency.subunits)) {
    return { code: currency.code, factor: 1 };
  }
  const atLeastOne = subs.find(
    (sub) => size === 0n || size * BigInt(sub.factor) >= BigInt(currency.subunits),
  );
  return { code: (atLeastOne ?? finest).code, factor: (atLeastOne ?? finest).factor };
}

/** The value in its display unit as exact decimal text (fiat fixed, crypto trimmed). */
export function displayAmount(
  value: MinorUnits,
  currency: Currency,
): { text: string; code: string } {
  const unit = displayUnit(value, currency);
  const digits = digitsOf(currency.subunits) - digitsOf(unit.factor);
  const text =
    digits >= 0
      ? toDecimalString(value, digits)
      : toDecimalString(BigInt(value) * 10n ** BigInt(-digits), 0);
  return { text: currency.fiat ? text : trimFraction(text), code: unit.code };
}

/**
 * Intl.NumberFormat instances by locale, unit and precision: building one costs far more than
 * formatting with it, and a slip formats the same few amounts on every render.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
/** Locales come from requests too: the cache starts over rather than grow without bound. */
const MAX_NUMBER_FORMATS = 256;

function numberFormat(locale: string, currencyCode: string | null, decimals: number) {
  const key = `${locale}|${currencyCode ?? ''}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    format = new Intl.NumberFormat(
      locale,
      currencyCode === null ? digits : { style: 'currency', currency: currencyCode, ...digits },
    );
    if (numberFormats.size >= MAX_NUMBER_FORMATS) numberFormats.clear();
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Localised money text. Fiat with an ISO code uses Intl's currency style ("€1,234.56");
 * crypto, subcurrencies and other codes are the localised number, a space and the unit
 * ("12.5 mBTC"). Precision is never lost. An invalid locale tag is Intl's RangeError.
 */
export function formatMoney(value: MinorUnits, currency: Currency, locale: string): string {
  const { text, code } = displayAmount(value, currency);
  const decimals = text.split('.')[1]?.length ?? 0;
  const amount = text as `${number}`;
  if (currency.fiat && /^[A-Z]{3}$/.test(code)) {
    return numberFormat(locale, code, decimals).format(amount);
  }
  return `${numberFormat(locale, null, decimals).format(amount)} ${code}`;
}
