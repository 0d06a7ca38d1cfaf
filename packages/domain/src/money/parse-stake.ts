// Reading a typed stake (major units, either decimal separator) into exact minor units.
//
// Rules, in order: spaces (also no-break and narrow no-break), apostrophes and the Arabic
// thousands sign are grouping and dropped; Arabic-Indic digits read as 0–9. Nothing left is
// `empty`. A leading minus is `negative` when the rest is a number. The decimal separator is the
// Arabic decimal sign when present; else when both "," and "." occur the last one is decimal and
// the other groups; one kind occurring several times groups ("1.000.000"); one kind occurring
// once is decimal ("10,50", "10.5") unless the locale groups with it and exactly three digits
// follow a non-zero whole part ("1,000" is 1000 in en, 1 in de; "1,000" without a locale is 1).
// Groups after the first hold 2 or 3 digits and the last 3 (Indian "1,23,456" is read).
// Decimals beyond the currency's are `too_precise` unless they are all zeros ("10.500" EUR is
// 10.50). Above Number.MAX_SAFE_INTEGER minor units is `too_large`.
import { stakeDecimals, type Currency } from './currency';
import { minorUnits, type MinorUnits } from './minor-units';

/** Why a typed stake was refused. */
export type ParseStakeReason = 'empty' | 'not_a_number' | 'negative' | 'too_precise' | 'too_large';

export type ParseStakeResult =
  { ok: true; value: MinorUnits } | { ok: false; reason: ParseStakeReason };

const ARABIC_DECIMAL = '\u066b';

const fail = (reason: ParseStakeReason): ParseStakeResult => ({ ok: false, reason });

/** Grouping characters by locale (building an Intl.NumberFormat is costly; typing is frequent). */
const groups = new Map<string, string | undefined>();

/** The locale's grouping character, or undefined when there is no usable locale. */
function groupOf(locale: string | undefined): string | undefined {
  if (locale === undefined) return undefined;
  if (groups.has(locale)) return groups.get(locale);
  let group: string | undefined;
  try {
    group = new Intl.NumberFormat(locale)
      .formatToParts(1_000_000)
      .find((p) => p.type === 'group')?.value;
  } catch {
    group = undefined;
  }
  if (groups.size >= 256) groups.clear();
  groups.set(locale, group);
  return group;
}

const asciiDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** Splits digits-and-marks text into whole and fraction digits, or undefined when malformed. */
function splitNumber(
  text: string,
  locale: string | undefined,
): { whole: string; fraction: string } | undefined {
  if (!/^[\d.,\u066b]+$/.test(text)) return undefined;
  const marks = [',', '.', ARABIC_DECIMAL].filter((mark) => text.includes(mark));
  const count = (mark: string) => text.split(mark).length - 1;
  const [only] = marks;
  let decimal: string | undefined;
  if (marks.includes(ARABIC_DECIMAL)) decimal = ARABIC_DECIMAL;
  else if (marks.length === 2) decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
  else if (only !== undefined && count(only) === 1) {
    const [head = '', tail = ''] = text.split(only);
    const grouping = only === groupOf(locale) && tail.length === 3 && /^[1-9]/.test(head);
    decimal = grouping ? undefined : only;
  }
  if (decimal !== undefined && count(decimal) > 1) return undefined;
  const [wholeText = '', fraction = ''] = decimal === undefined ? [text] : text.split(decimal);
  const [first = '', ...rest] = wholeText.split(/[.,]/);
  const badGroups =
    rest.length > 0 &&
    (first === '' || rest.some((g) => g.length < 2 || g.length > 3) || rest.at(-1)?.length !== 3);
  if (badGroups) return undefined;
  const whole = first + rest.join('');
  if (/[^\d]/.test(fraction) || whole + fraction === '') return undefined;
  return { whole, fraction };
}

/**
 * A typed stake in major units → minor units of `currency`: "10", "10.5", "10,50",
 * "1 000,50" and "1,000.50" are read; the optional locale only settles "1,000"-like text.
 */
export function parseStake(text: string, currency: Currency, locale?: string): ParseStakeResult {
  const compact = asciiDigits(text).replace(/[\s\u00a0\u202f'\u2019\u066c]/g, '');
  if (compact === '') return fail('empty');
  const negative = /^[-\u2212]/.test(compact);
  const parts = splitNumber(negative ? compact.slice(1) : compact, locale);
  if (parts === undefined) return fail('not_a_number');
  if (negative) return fail('negative');
  const digits = stakeDecimals(currency);
  if (parts.fraction.replace(/0+$/, '').length > digits) return fail('too_precise');
  const minor = BigInt(
    `${parts.whole || '0'}${parts.fraction.padEnd(digits, '0').slice(0, digits)}`,
  );
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return fail('too_large');
  return { ok: true, value: minorUnits(Number(minor)) };
}
