import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMoney, type RateTable } from './convert';
import {
  CURRENCIES,
  currencyOf,
  digitsOf,
  displayAmount,
  displayUnit,
  formatMoney,
  parseStake,
  stakeDecimals,
  toMajor,
} from './currency';
import { divideRounded, parseRational, toDecimalString, trimFraction } from './decimal';
import { minorUnits } from './minor-units';

const { EUR, USD, JPY, BTC, USDT } = CURRENCIES;
const m = minorUnits;

describe('minor units', () => {
  it('money is a safe integer of minor units', () => {
    expect(m(12)).toBe(12);
    expect(() => m(1.5)).toThrow(RangeError);
    expect(() => m(2 ** 60)).toThrow(RangeError);
  });
});

describe('exact decimals', () => {
  it('integers print as exact decimal text', () => {
    expect(toDecimalString(12_345, 2)).toBe('123.45');
    expect(toDecimalString(-5, 3)).toBe('-0.005');
    expect(toDecimalString(7, 0)).toBe('7');
    expect(trimFraction('1.500')).toBe('1.5');
    expect(trimFraction('2.000')).toBe('2');
    expect(trimFraction('20')).toBe('20');
  });

  it('rates are read as exact rationals', () => {
    expect(parseRational('1.0825')).toEqual({ num: 10_825n, den: 10_000n });
    expect(parseRational(0.5)).toEqual({ num: 5n, den: 10n });
    expect(() => parseRational('1e5')).toThrow(RangeError);
    expect(() => parseRational(-1)).toThrow(RangeError);
  });

  it('division rounds by the named rule', () => {
    expect(divideRounded(5n, 2n, 'floor')).toBe(2n);
    expect(divideRounded(5n, 2n, 'ceil')).toBe(3n);
    expect(divideRounded(5n, 2n, 'half-up')).toBe(3n);
    expect(divideRounded(5n, 2n, 'half-even')).toBe(2n);
    expect(divideRounded(7n, 2n, 'half-even')).toBe(4n);
    expect(divideRounded(7n, 4n, 'half-even')).toBe(2n);
    expect(divideRounded(5n, 4n, 'half-up')).toBe(1n);
    expect(divideRounded(-5n, 2n, 'floor')).toBe(-3n);
    expect(divideRounded(6n, 2n, 'ceil')).toBe(3n);
  });
});

describe('currency', () => {
  it('knows subunits and fiat or crypto', () => {
    expect(currencyOf('EUR')).toEqual({ code: 'EUR', subunits: 100, fiat: true });
    expect(currencyOf('XXX')).toBeUndefined();
    expect(stakeDecimals(JPY)).toBe(0);
    expect(stakeDecimals(BTC)).toBe(8);
    expect(() => digitsOf(3)).toThrow(RangeError);
    expect(toMajor(m(1_050), EUR)).toBe('10.50');
  });

  it('a value below 100 × subunits is shown in the subcurrency', () => {
    expect(displayUnit(m(1_000_000), BTC)).toEqual({ code: 'mBTC', factor: 1_000 });
    expect(displayUnit(m(5_000), BTC)).toEqual({ code: 'µBTC', factor: 1_000_000 });
    expect(displayUnit(m(1), BTC)).toEqual({ code: 'µBTC', factor: 1_000_000 });
    expect(displayUnit(m(0), BTC)).toEqual({ code: 'mBTC', factor: 1_000 });
    expect(displayUnit(m(100 * 100_000_000), BTC)).toEqual({ code: 'BTC', factor: 1 });
    expect(displayUnit(m(5), EUR)).toEqual({ code: 'EUR', factor: 1 });
  });

  it('fiat shows its decimals exactly; crypto trims trailing zeros', () => {
    expect(displayAmount(m(1_000), EUR)).toEqual({ text: '10.00', code: 'EUR' });
    expect(displayAmount(m(1_000_000), BTC)).toEqual({ text: '10', code: 'mBTC' });
    expect(displayAmount(m(123_456_789_00), BTC)).toEqual({ text: '123.456789', code: 'BTC' });
    expect(displayAmount(m(5_000), BTC)).toEqual({ text: '50', code: 'µBTC' });
  });

  it('formats per locale without losing precision', () => {
    expect(formatMoney(m(123_456), EUR, 'en')).toBe('€1,234.56');
    expect(formatMoney(m(123_456), EUR, 'de')).toBe('1.234,56\u00a0€');
    expect(formatMoney(m(1_500), JPY, 'en')).toBe('¥1,500');
    expect(formatMoney(m(1_250_000), BTC, 'en')).toBe('12.5 mBTC');
    expect(formatMoney(m(900_719_925_474_099), USD, 'en')).toBe('$9,007,199,254,740.99');
    expect(formatMoney(m(250), USDT, 'de')).toBe('2,5 USDT');
  });

  it('reads typed stakes with either decimal separator', () => {
    expect(parseStake('10', EUR)).toEqual({ ok: true, value: 1_000 });
    expect(parseStake('10.5', EUR)).toEqual({ ok: true, value: 1_050 });
    expect(parseStake('10,50', EUR)).toEqual({ ok: true, value: 1_050 });
    expect(parseStake('1 000,50', EUR)).toEqual({ ok: true, value: 100_050 });
    expect(parseStake('1,000.50', EUR)).toEqual({ ok: true, value: 100_050 });
    expect(parseStake('.5', EUR)).toEqual({ ok: true, value: 50 });
    expect(parseStake('0.00012', BTC)).toEqual({ ok: true, value: 12_000 });
    expect(parseStake('10.500', EUR)).toEqual({ ok: true, value: 1_050 });
  });

  it('refuses stakes that are empty, not numbers, negative, too precise or too large', () => {
    expect(parseStake(' ', EUR)).toEqual({ ok: false, reason: 'empty' });
    expect(parseStake('ten', EUR)).toEqual({ ok: false, reason: 'not_a_number' });
    expect(parseStake('.', EUR)).toEqual({ ok: false, reason: 'not_a_number' });
    expect(parseStake('-1', EUR)).toEqual({ ok: false, reason: 'negative' });
    expect(parseStake('1.005', EUR)).toEqual({ ok: false, reason: 'too_precise' });
    expect(parseStake('1.5', JPY)).toEqual({ ok: false, reason: 'too_precise' });
    expect(parseStake('99999999999999999', EUR)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('a stake typed as its own major text reads back to the same minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(parseStake(toMajor(m(value), EUR), EUR)).toEqual({ ok: true, value });
      }),
    );
  });
});

describe('conversion', () => {
  const table: RateTable = { base: 'EUR', rates: { USD: '1.0825', BTC: '0.0000105', JPY: 162.5 } };

  it('converts by the rate table with explicit rounding', () => {
    expect(convertMoney(m(1_000), EUR, USD, table, 'floor')).toBe(1_082);
    expect(convertMoney(m(1_000), EUR, USD, table, 'half-up')).toBe(1_083);
    expect(convertMoney(m(1_083), USD, EUR, table, 'half-even')).toBe(1_000);
    expect(convertMoney(m(10_000), EUR, BTC, table, 'floor')).toBe(105_000);
    expect(convertMoney(m(1_000), EUR, JPY, table, 'floor')).toBe(1_625);
  });

  it('a missing or zero rate is an error', () => {
    expect(() => convertMoney(m(1), EUR, CURRENCIES.GBP, table, 'floor')).toThrow(RangeError);
    expect(() =>
      convertMoney(m(1), EUR, USD, { base: 'EUR', rates: { USD: '0' } }, 'floor'),
    ).toThrow(RangeError);
  });

  it('same currency is identity; floor ≤ half-up ≤ ceil and ceil − floor ≤ 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.constantFrom(USD, BTC, JPY),
        (value, to) => {
          expect(convertMoney(m(value), EUR, EUR, table, 'ceil')).toBe(value);
          const floor = convertMoney(m(value), EUR, to, table, 'floor');
          const half = convertMoney(m(value), EUR, to, table, 'half-up');
          const even = convertMoney(m(value), EUR, to, table, 'half-even');
          const ceil = convertMoney(m(value), EUR, to, table, 'ceil');
          expect(floor).toBeLessThanOrEqual(half);
          expect(half).toBeLessThanOrEqual(ceil);
          expect(even).toBeGreaterThanOrEqual(floor);
          expect(ceil - floor).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
