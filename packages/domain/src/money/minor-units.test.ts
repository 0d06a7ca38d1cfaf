// Tests: money is an integer count of minor units.
import { describe, expect, it } from 'vitest';
import { minorUnits } from './minor-units';

describe('minor units', () => {
  it('money is a safe integer of minor units, never a float', () => {
    expect(minorUnits(12)).toBe(12);
    expect(minorUnits(-12)).toBe(-12);
    expect(() => minorUnits(1.5)).toThrow(RangeError);
    expect(() => minorUnits(2 ** 60)).toThrow(RangeError);
    expect(() => minorUnits(Number.NaN)).toThrow(RangeError);
  });
});
