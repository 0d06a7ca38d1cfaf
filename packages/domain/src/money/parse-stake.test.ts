// Tests: typed stakes read into exact minor units, or refused with a reason.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, toMajor } from './currency';
import { minorUnits as m } from './minor-units';
import { parseStake } from './parse-stake';

const { EUR, JPY, BTC } = CURRENCIES;
const ok = (value: number) => ({ ok: true, value });
const no = (reason: string) => ({ ok: false, reason });

describe('parseStake', () => {
  it("accepts '10', '10.5' and '10,50'", () => {
    expect(parseStake('10', EUR)).toEqual(ok(1_000));
    expect(parseStake('10.5', EUR)).toEqual(ok(1_050));
    expect(parseStake('10,50', EUR)).toEqual(ok(1_050));
    expect(parseStake('.5', EUR)).toEqual(ok(50));
    expect(parseStake('5.', EUR)).toEqual(ok(500));
    expect(parseStake(' 0 ', EUR)).toEqual(ok(0));
    expect(parseStake('0.00012', BTC)).toEqual(ok(12_000));
  });

  it('reads grouping: spaces, apostrophes, and the other separator when both occur', () => {
    expect(parseStake('1 000,50', EUR)).toEqual(ok(100_050));
    expect(parseStake('1\u202f000,50', EUR)).toEqual(ok(100_050));
    expect(parseStake("1'000.50", EUR)).toEqual(ok(100_050));
    expect(parseStake('1,000.50', EUR)).toEqual(ok(100_050));
    expect(parseStake('1.000.000,5', EUR)).toEqual(ok(100_000_050));
    expect(parseStake('1,000,000', EUR)).toEqual(ok(100_000_000));
    expect(parseStake('1,23,456.5', EUR)).toEqual(ok(12_345_650));
  });

  it("one separator is decimal unless the locale groups with it: '1,000' is 1000 in en", () => {
    expect(parseStake('1,000', EUR)).toEqual(ok(100));
    expect(parseStake('1,000', EUR, 'en')).toEqual(ok(100_000));
    expect(parseStake('1,000', EUR, 'de')).toEqual(ok(100));
    expect(parseStake('1.000', EUR, 'de')).toEqual(ok(100_000));
    expect(parseStake('10,50', EUR, 'en')).toEqual(ok(1_050));
    expect(parseStake('0,005', BTC, 'en')).toEqual(ok(500_000));
    expect(parseStake('1,000', EUR, 'not a locale!')).toEqual(ok(100));
  });

  it('reads Arabic-Indic digits and separators', () => {
    expect(parseStake('١٬٠٠٠٫٥', EUR, 'ar-EG')).toEqual(ok(100_050));
    expect(parseStake('۱۲', EUR)).toEqual(ok(1_200));
  });

  it('accepts extra decimals only when they are zeros', () => {
    expect(parseStake('10.500', EUR)).toEqual(ok(1_050));
    expect(parseStake('7.0', JPY)).toEqual(ok(7));
    expect(parseStake('1,0000', EUR)).toEqual(ok(100));
  });

  it('rejects more decimals than the currency allows', () => {
    expect(parseStake('1.005', EUR)).toEqual(no('too_precise'));
    expect(parseStake('1.5', JPY)).toEqual(no('too_precise'));
    expect(parseStake('0.000000001', BTC)).toEqual(no('too_precise'));
  });

  it('refuses stakes that are empty, not numbers, negative or too large', () => {
    expect(parseStake('', EUR)).toEqual(no('empty'));
    expect(parseStake(' \u00a0', EUR)).toEqual(no('empty'));
    for (const text of [
      'ten',
      '.',
      '1e5',
      '+5',
      '--5',
      '1.2.3',
      '1,5,5',
      ',500,000',
      '1.000,5.5',
      '1٫5,5',
      '1,5.5',
      'Infinity',
    ]) {
      expect(parseStake(text, EUR), text).toEqual(no('not_a_number'));
    }
    expect(parseStake('-1', EUR)).toEqual(no('negative'));
    expect(parseStake('\u22121,5', EUR)).toEqual(no('negative'));
    expect(parseStake('-x', EUR)).toEqual(no('not_a_number'));
    expect(parseStake('99999999999999999', EUR)).toEqual(no('too_large'));
    expect(parseStake('90071992.54740992', BTC)).toEqual(no('too_large'));
    expect(parseStake('90071992.54740991', BTC)).toEqual(ok(Number.MAX_SAFE_INTEGER));
  });

  it('a stake typed as its own major text reads back to the same minor units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(EUR, JPY, BTC),
        fc.constantFrom(undefined, 'en', 'de', 'fr'),
        (value, currency, locale) => {
          const text = toMajor(m(value), currency);
          expect(parseStake(text, currency, locale)).toEqual(ok(value));
          expect(parseStake(text.replace('.', ','), currency)).toEqual(ok(value));
        },
      ),
    );
  });

  it('a stake formatted for a locale reads back in that locale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.constantFrom('en', 'de', 'fr', 'pt-BR', 'de-CH', 'hi-IN', 'ar-EG'),
        (value, locale) => {
          const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(
            toMajor(m(value), EUR) as `${number}`,
          );
          expect(parseStake(text, EUR, locale)).toEqual(ok(value));
        },
      ),
    );
  });
});
