// Tests: conversion by a rate table, exact and with explicit rounding.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMoney, type RateTable } from './convert';
import { CURRENCIES } from './currency';
import { minorUnits as m } from './minor-units';

const { EUR, USD, GBP, JPY, BTC } = CURRENCIES;
const table: RateTable = { base: 'EUR', rates: { USD: '1.0825', BTC: '0.0000105', JPY: 162.5 } };

describe('convertMoney', () => {
  it('converts by the rate table with explicit rounding', () => {
    expect(convertMoney(m(1_000), EUR, USD, table, 'floor')).toBe(1_082);
    expect(convertMoney(m(1_000), EUR, USD, table, 'ceil')).toBe(1_083);
    expect(convertMoney(m(1_000), EUR, USD, table, 'half-up')).toBe(1_083);
    expect(convertMoney(m(1_083), USD, EUR, table, 'half-even')).toBe(1_000);
    expect(convertMoney(m(10_000), EUR, BTC, table, 'floor')).toBe(105_000);
    expect(convertMoney(m(1_000), EUR, JPY, table, 'floor')).toBe(1_625);
    expect(convertMoney(m(1_625), JPY, EUR, table, 'floor')).toBe(1_000);
  });

  it('converts between two quoted currencies through the base', () => {
    // 1 USD = 162.5 / 1.0825 JPY = 150.115… JPY
    expect(convertMoney(m(100), USD, JPY, table, 'floor')).toBe(150);
    expect(convertMoney(m(100), USD, JPY, table, 'ceil')).toBe(151);
  });

  it('ties go by the rule: half-up away from zero upward, half-even to the even neighbour', () => {
    const halves: RateTable = { base: 'EUR', rates: { USD: '0.5' } };
    expect(convertMoney(m(5), EUR, USD, halves, 'half-up')).toBe(3);
    expect(convertMoney(m(5), EUR, USD, halves, 'half-even')).toBe(2);
    expect(convertMoney(m(7), EUR, USD, halves, 'half-even')).toBe(4);
    expect(convertMoney(m(-5), EUR, USD, halves, 'floor')).toBe(-3);
  });

  it('an unknown, zero or malformed rate is a RangeError', () => {
    expect(() => convertMoney(m(1), EUR, GBP, table, 'floor')).toThrow(RangeError);
    expect(() => convertMoney(m(1), GBP, EUR, table, 'floor')).toThrow(RangeError);
    const odd = (rate: string | number): RateTable => ({ base: 'EUR', rates: { USD: rate } });
    expect(() => convertMoney(m(1), EUR, USD, odd('0'), 'floor')).toThrow(RangeError);
    expect(() => convertMoney(m(1), EUR, USD, odd('1e3'), 'floor')).toThrow(RangeError);
    expect(() => convertMoney(m(1), EUR, USD, odd(-2), 'floor')).toThrow(RangeError);
    const proto = { ...CURRENCIES.GBP, code: 'constructor' };
    expect(() => convertMoney(m(1), EUR, proto, table, 'floor')).toThrow(RangeError);
  });

  it('a result beyond a safe integer is a RangeError', () => {
    const huge: RateTable = { base: 'EUR', rates: { USD: '1000' } };
    expect(() => convertMoney(m(Number.MAX_SAFE_INTEGER), EUR, USD, huge, 'floor')).toThrow(
      RangeError,
    );
  });

  it('converting to the same currency is identity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(EUR, USD, GBP, BTC),
        fc.constantFrom('floor', 'ceil', 'half-up', 'half-even') as fc.Arbitrary<'floor'>,
        (value, currency, rounding) => {
          expect(convertMoney(m(value), currency, currency, table, rounding)).toBe(value);
        },
      ),
    );
  });

  it('floor ≤ half-up ≤ ceil and ceil − floor ≤ 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
        fc.constantFrom(EUR, USD, BTC, JPY),
        fc.constantFrom(EUR, USD, BTC, JPY),
        (value, from, to) => {
          const floor = convertMoney(m(value), from, to, table, 'floor');
          const half = convertMoney(m(value), from, to, table, 'half-up');
          const even = convertMoney(m(value), from, to, table, 'half-even');
          const ceil = convertMoney(m(value), from, to, table, 'ceil');
          expect(floor).toBeLessThanOrEqual(half);
          expect(half).toBeLessThanOrEqual(ceil);
          expect(even).toBeGreaterThanOrEqual(floor);
          expect(even).toBeLessThanOrEqual(ceil);
          expect(ceil - floor).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('a round trip with floor never creates money', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.constantFrom(USD, BTC, JPY),
        (value, to) => {
          const there = convertMoney(m(value), EUR, to, table, 'floor');
          expect(convertMoney(there, to, EUR, table, 'floor')).toBeLessThanOrEqual(value);
        },
      ),
    );
  });
});
