// Tests: the tennis advantage.
import { describe, expect, it } from 'vitest';
import { ADVANTAGE, tennisPointDisplay } from './display-rules';

describe('tennis points', () => {
  it('game points 0, 15, 30 and 40 are shown as they are', () => {
    expect(['0', '15', '30', '40'].map(tennisPointDisplay)).toEqual(['0', '15', '30', '40']);
    expect([0, 15, 30, 40].map(tennisPointDisplay)).toEqual(['0', '15', '30', '40']);
  });

  it('a tennis score above 40 is shown as the special advantage value', () => {
    expect(ADVANTAGE).toBe('A');
    expect(tennisPointDisplay(50)).toBe(ADVANTAGE);
    expect(tennisPointDisplay('41')).toBe(ADVANTAGE);
    expect(tennisPointDisplay('A')).toBe('A');
    expect(tennisPointDisplay('')).toBe('');
  });
});
