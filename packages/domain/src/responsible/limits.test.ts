// Tests: tightening against loosening, exclusions, and the limit a stake or deposit breaks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exclusionEndsAt,
  exclusionInForce,
  exclusionLengthValid,
  heldLimitBreach,
  heldLimitRoom,
  limitChange,
  moneyLimitBreach,
  moneyLimitRoom,
  usedAcrossCurrencies,
  type ConvertMoney,
} from './limits';
import { convertMoney } from '../money/convert';
import { currencyOf } from '../money/currency';
import { minorUnits } from '../money/minor-units';

/** A wager or loss limit with what was used of it (a net win makes `used` negative). */
const usedLimit = {
  type: fc.constantFrom('wager' as const, 'loss' as const),
  period: fc.constantFrom('day' as const, 'week' as const, 'month' as const),
  value: fc.integer({ min: 0, max: 1_000_000 }),
  used: fc.integer({ min: -1_000_000, max: 1_000_000 }),
};
const usedLimits = fc.array(fc.record(usedLimit), { minLength: 1, maxLength: 4 });

describe('limitChange', () => {
  it('applies a new or lower limit at once', () => {
    expect(limitChange('deposit', null, { period: 'day', value: 1000 })).toBe('apply');
    expect(
      limitChange('wager', { period: 'day', value: 1000 }, { period: 'day', value: 500 }),
    ).toBe('apply');
    expect(
      limitChange('session', { period: 'day', value: 60 }, { period: 'week', value: 60 }),
    ).toBe('apply');
  });

  it('makes a higher limit, a shorter period or a removal wait the cooling-off', () => {
    expect(
      limitChange('loss', { period: 'day', value: 1000 }, { period: 'day', value: 1500 }),
    ).toBe('cooling_off');
    expect(
      limitChange('loss', { period: 'week', value: 1000 }, { period: 'day', value: 1000 }),
    ).toBe('cooling_off');
    expect(limitChange('deposit', { period: 'day', value: 1000 }, null)).toBe('cooling_off');
    expect(
      limitChange('reality_check', { period: 'day', value: 30 }, { period: 'day', value: 60 }),
    ).toBe('cooling_off');
  });

  it('leaves the same setting alone and never lifts an exclusion', () => {
    expect(limitChange('wager', { period: 'day', value: 10 }, { period: 'day', value: 10 })).toBe(
      'unchanged',
    );
    expect(limitChange('time_out', { period: 'day', value: 24 }, null)).toBe('locked');
    expect(limitChange('self_exclusion', null, { period: 'day', value: 6 })).toBe('apply');
  });
});

describe('exclusions', () => {
  const now = new Date('2026-01-31T10:00:00Z');

  it('ends a time-out after its hours and a self-exclusion after its months', () => {
    expect(exclusionEndsAt('time_out', 24, now).toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(exclusionEndsAt('self_exclusion', 6, now).getUTCFullYear()).toBe(2026);
    expect(exclusionEndsAt('self_exclusion', 60, now).getUTCFullYear()).toBe(2031);
  });

  it('bounds a time-out to 24 h – 6 weeks and a self-exclusion to 6 months – 5 years', () => {
    expect(exclusionLengthValid('time_out', 23)).toBe(false);
    expect(exclusionLengthValid('time_out', 24)).toBe(true);
    expect(exclusionLengthValid('time_out', 1008)).toBe(true);
    expect(exclusionLengthValid('time_out', 1009)).toBe(false);
    expect(exclusionLengthValid('self_exclusion', 5)).toBe(false);
    expect(exclusionLengthValid('self_exclusion', 60)).toBe(true);
    expect(exclusionLengthValid('self_exclusion', 61)).toBe(false);
  });

  it('names the self-exclusion before a time-out, and ignores ended ones', () => {
    const later = new Date('2026-03-01T00:00:00Z');
    expect(exclusionInForce([{ type: 'time_out', until: now }], now)).toBeNull();
    expect(
      exclusionInForce(
        [
          { type: 'time_out', until: later },
          { type: 'self_exclusion', until: new Date('2026-02-01T00:00:00Z') },
        ],
        now,
      )?.type,
    ).toBe('self_exclusion');
  });
});

describe('moneyLimitBreach', () => {
  it('refuses an amount above what is left, naming the shortest period first', () => {
    const limits = [
      { type: 'wager', period: 'week', value: 5000, used: 4500 },
      { type: 'wager', period: 'day', value: 1000, used: 900 },
    ] as const;
    expect(moneyLimitBreach(limits, 100)).toBeNull();
    expect(moneyLimitBreach(limits, 101)).toMatchObject({
      type: 'wager',
      period: 'day',
      remaining: 100,
    });
  });

  it('counts winnings beyond losses as nothing used', () => {
    expect(
      moneyLimitBreach([{ type: 'loss', period: 'day', value: 1000, used: -5000 }], 1000),
    ).toBeNull();
  });
});

describe('moneyLimitRoom', () => {
  it('is the smallest room of the limits, never below 0; none without limits', () => {
    expect(moneyLimitRoom([])).toBeNull();
    const limits = [
      { type: 'wager', period: 'week', value: 5000, used: 4500 },
      { type: 'loss', period: 'day', value: 1000, used: -2000 },
    ] as const;
    expect(moneyLimitRoom(limits)).toBe(500);
    expect(moneyLimitRoom([{ type: 'wager', period: 'day', value: 1000, used: 1200 }])).toBe(0);
  });

  it('lets exactly the room through and refuses a unit more', () => {
    fc.assert(
      fc.property(usedLimits, (limits) => {
        const room = moneyLimitRoom(limits)!;
        if (room > 0) expect(moneyLimitBreach(limits, room)).toBeNull();
        expect(moneyLimitBreach(limits, room + 1)).not.toBeNull();
      }),
    );
  });
});

describe('limits across currencies', () => {
  const rates = { base: 'EUR', rates: { USD: '1.08', BRL: '5.40' } };
  const convert: ConvertMoney = (amount, from, to, rounding) =>
    convertMoney(minorUnits(amount), currencyOf(from)!, currencyOf(to)!, rates, rounding);

  it('counts what was used in every currency, each rounded up into the limit', () => {
    // €50.00 deposited, then $10.00 (€9.259…, read as €9.26) and R$1.00 (€0.185…, €0.19).
    const used = usedAcrossCurrencies(
      'EUR',
      [
        { currency: 'EUR', amount: 5000 },
        { currency: 'USD', amount: 1000 },
        { currency: 'BRL', amount: 100 },
      ],
      convert,
    );
    expect(used).toBe(5000 + 926 + 19);
  });

  it('refuses in another currency what a limit held in euros does not let through', () => {
    const limits = [
      { type: 'deposit', period: 'day', value: 5000, used: 5000, currency: 'EUR' },
    ] as const;
    // The player switched to dollars: their euro limit still binds.
    expect(heldLimitBreach(limits, 1, 'USD', convert)).toMatchObject({
      currency: 'EUR',
      remaining: 0,
    });
    const room = [
      { type: 'wager', period: 'day', value: 5000, used: 4000, currency: 'EUR' },
    ] as const;
    // €10.00 left is $10.80 at 1.08: that much passes, a cent more does not.
    expect(heldLimitRoom(room, 'USD', convert)).toBe(1080);
    expect(heldLimitBreach(room, 1080, 'USD', convert)).toBeNull();
    expect(heldLimitBreach(room, 1081, 'USD', convert)).toMatchObject({ remaining: 1000 });
    expect(heldLimitRoom([], 'USD', convert)).toBeNull();
  });

  it('lets the room through and refuses a unit more, whatever the currencies', () => {
    const codes = ['EUR', 'USD', 'BRL'] as const;
    fc.assert(
      fc.property(
        fc.array(fc.record({ ...usedLimit, currency: fc.constantFrom(...codes) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.constantFrom(...codes),
        (limits, currency) => {
          const room = heldLimitRoom(limits, currency, convert)!;
          if (room > 0) expect(heldLimitBreach(limits, room, currency, convert)).toBeNull();
          expect(heldLimitBreach(limits, room + 1, currency, convert)).not.toBeNull();
        },
      ),
    );
  });
});
