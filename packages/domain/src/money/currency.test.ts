// Tests: currencies, the subcurrency rule, display decimals and localised formatting.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  currencyOf,
  digitsOf,
  displayAmount,
  displayUnit,
  formatMoney,
  stakeDecimals,
  toMajor,
  type Currency,
} from './currency';
import { minorUnits as m } from './minor-units';

const { EUR, USD, JPY, BTC, ETH, USDT } = CURRENCIES;
const MICRO = '\u00b5';

describe('currency table', () => {
  it('a currency has a code, subunits, a fiat flag and subcurrencies', () => {
    expect(currencyOf('EUR')).toEqual({ code: 'EUR', subunits: 100, fiat: true });
    expect(currencyOf(' btc ')).toBe(BTC);
    expect(ETH.subunits).toBe(100_000_000);
    expect(USDT).toEqual({ code: 'USDT', subunits: 100, fiat: false });
    expect(BTC.subcurrencies.map((sub) => sub.code)).toEqual(['mBTC', `${MICRO}BTC`]);
    expect(Object.values(CURRENCIES).filter((c) => c.fiat && 'subcurrencies' in c)).toEqual([]);
  });

  it('unknown codes, prototype names included, are undefined', () => {
    expect(currencyOf('XXX')).toBeUndefined();
    expect(currencyOf('constructor')).toBeUndefined();
    expect(currencyOf('__proto__')).toBeUndefined();
  });

  it('subunits are a power of ten; stake decimals are theirs', () => {
    expect(digitsOf(1)).toBe(0);
    expect(digitsOf(1_000_000)).toBe(6);
    expect(() => digitsOf(3)).toThrow(RangeError);
    expect(() => digitsOf(0)).toThrow(RangeError);
    expect(() => digitsOf(0.1)).toThrow(RangeError);
    expect(() => digitsOf(Number.NaN)).toThrow(RangeError);
    expect(stakeDecimals(EUR)).toBe(2);
    expect(stakeDecimals(JPY)).toBe(0);
    expect(stakeDecimals(BTC)).toBe(8);
    expect(stakeDecimals(USDT)).toBe(2);
  });

  it('major units are exact decimal text, without floats', () => {
    expect(toMajor(m(1_050), EUR)).toBe('10.50');
    expect(toMajor(m(-5), EUR)).toBe('-0.05');
    expect(toMajor(m(1_500), JPY)).toBe('1500');
    expect(toMajor(m(1), BTC)).toBe('0.00000001');
    expect(toMajor(m(Number.MAX_SAFE_INTEGER), BTC)).toBe('90071992.54740991');
  });
});

describe('subcurrency rule', () => {
  it('subcurrency is chosen when the value is below 100 times subunits', () => {
    expect(displayUnit(m(99 * 100_000_000), BTC)).toEqual({ code: 'mBTC', factor: 1_000 });
    expect(displayUnit(m(100 * 100_000_000), BTC)).toEqual({ code: 'BTC', factor: 1 });
    expect(displayUnit(m(-100 * 100_000_000), BTC)).toEqual({ code: 'BTC', factor: 1 });
  });

  it('the subcurrency shows the value as at least 1: 0.01 BTC is mBTC, 0.00005 BTC is µBTC', () => {
    expect(displayUnit(m(1_000_000), BTC)).toEqual({ code: 'mBTC', factor: 1_000 });
    expect(displayUnit(m(100_000), BTC)).toEqual({ code: 'mBTC', factor: 1_000 });
    expect(displayUnit(m(99_999), BTC)).toEqual({ code: `${MICRO}BTC`, factor: 1_000_000 });
    expect(displayUnit(m(5_000), BTC)).toEqual({ code: `${MICRO}BTC`, factor: 1_000_000 });
    expect(displayUnit(m(-5_000), ETH)).toEqual({ code: `${MICRO}ETH`, factor: 1_000_000 });
  });

  it('below 1 of the finest subcurrency the finest is kept; zero takes the coarsest', () => {
    expect(displayUnit(m(1), BTC)).toEqual({ code: `${MICRO}BTC`, factor: 1_000_000 });
    expect(displayUnit(m(0), BTC)).toEqual({ code: 'mBTC', factor: 1_000 });
  });

  it('fiat has no subcurrencies', () => {
    expect(displayUnit(m(5), EUR)).toEqual({ code: 'EUR', factor: 1 });
    expect(displayUnit(m(5), USDT)).toEqual({ code: 'USDT', factor: 1 });
  });

  it('subcurrencies are taken by factor whatever their listed order', () => {
    const reversed: Currency = { ...BTC, subcurrencies: [...BTC.subcurrencies].reverse() };
    expect(displayUnit(m(1_000_000), reversed)).toEqual({ code: 'mBTC', factor: 1_000 });
  });
});

describe('display decimals', () => {
  it('stake display decimals differ for fiat and crypto: fiat fixed, crypto trimmed', () => {
    expect(displayAmount(m(1_000), EUR)).toEqual({ text: '10.00', code: 'EUR' });
    expect(displayAmount(m(1_000), JPY)).toEqual({ text: '1000', code: 'JPY' });
    expect(displayAmount(m(1_000), USDT)).toEqual({ text: '10', code: 'USDT' });
    expect(displayAmount(m(1_000_000), BTC)).toEqual({ text: '10', code: 'mBTC' });
    expect(displayAmount(m(123_456_789_00), BTC)).toEqual({ text: '123.456789', code: 'BTC' });
    expect(displayAmount(m(5_000), BTC)).toEqual({ text: '50', code: `${MICRO}BTC` });
    expect(displayAmount(m(1), BTC)).toEqual({ text: '0.01', code: `${MICRO}BTC` });
    expect(displayAmount(m(123_456_78), BTC)).toEqual({ text: '123.45678', code: 'mBTC' });
  });

  it('a subcurrency finer than the minor unit still shows the exact value', () => {
    const coarse: Currency = {
      code: 'XC',
      subunits: 10,
      fiat: false,
      subcurrencies: [{ code: 'mXC', factor: 1_000 }],
    };
    expect(displayAmount(m(5), coarse)).toEqual({ text: '500', code: 'mXC' });
  });

  it('the displayed amount times its unit is exactly the value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 11), max: 10 ** 11 }), (value) => {
        const { text } = displayAmount(m(value), BTC);
        const { factor } = displayUnit(m(value), BTC);
        const [whole = '', fraction = ''] = text.split('.');
        const scaled = BigInt(`${whole}${fraction.padEnd(8, '0')}`);
        expect(scaled * 10n ** 8n).toBe(BigInt(value) * BigInt(factor) * 10n ** 8n);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('fiat uses the localised currency style with its decimals', () => {
    expect(formatMoney(m(123_456), EUR, 'en')).toBe('€1,234.56');
    expect(formatMoney(m(123_456), EUR, 'de')).toBe('1.234,56\u00a0€');
    expect(formatMoney(m(1_500), JPY, 'en')).toBe('¥1,500');
    expect(formatMoney(m(-50), USD, 'en-US')).toBe('-$0.50');
    expect(formatMoney(m(1_000), CURRENCIES.BRL, 'pt-BR')).toBe('R$\u00a010,00');
  });

  it('crypto and subcurrencies print the number, a space and the unit code', () => {
    expect(formatMoney(m(1_250_000), BTC, 'en')).toBe('12.5 mBTC');
    expect(formatMoney(m(5_000), BTC, 'de')).toBe(`50 ${MICRO}BTC`);
    expect(formatMoney(m(250), USDT, 'de')).toBe('2,5 USDT');
    expect(formatMoney(m(123_456_789_00), BTC, 'en')).toBe('123.456789 BTC');
  });

  it('a fiat code Intl does not know as ISO is printed like crypto', () => {
    expect(formatMoney(m(1_000), { code: 'POINTS', subunits: 100, fiat: true }, 'en')).toBe(
      '10.00 POINTS',
    );
  });

  it('never loses precision beyond what a float holds', () => {
    expect(formatMoney(m(900_719_925_474_099), USD, 'en')).toBe('$9,007,199,254,740.99');
    expect(formatMoney(m(Number.MAX_SAFE_INTEGER), BTC, 'en')).toBe('90,071,992.54740991 BTC');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        const text = formatMoney(m(value), BTC, 'en').split(' ')[0]!.replaceAll(',', '');
        expect(text).toBe(displayAmount(m(value), BTC).text);
      }),
    );
  });

  it('an invalid locale tag is a RangeError', () => {
    expect(() => formatMoney(m(1), EUR, 'not a locale!')).toThrow(RangeError);
  });
});
