// Tests: outright ticket titles, tennis advantage, recommended stakes, image quality.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADVANTAGE,
  IMAGE_QUALITY_BASE,
  imageQuality,
  OUTRIGHT_TICKET_TITLES,
  outrightTicketTitle,
  padRecommendedStakes,
  tennisPointDisplay,
} from './display-rules';

describe('outright ticket titles', () => {
  it('2 selections is doubles, 3 trebles, more an accumulator', () => {
    expect(outrightTicketTitle(2)).toBe('sb.ticket.title.doubles');
    expect(outrightTicketTitle(3)).toBe('sb.ticket.title.trebles');
    expect(outrightTicketTitle(4)).toBe('sb.ticket.title.accumulator');
    expect(outrightTicketTitle(20)).toBe(OUTRIGHT_TICKET_TITLES.accumulator);
  });

  it('fewer than 2 selections, or a count that is not whole, has no title', () => {
    for (const count of [-1, 0, 1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(outrightTicketTitle(count)).toBeUndefined();
    }
  });
});

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

describe('recommended stakes', () => {
  it('recommended stakes must be exactly 4 values: extras are dropped, missing ones are 0', () => {
    expect(padRecommendedStakes([])).toEqual([0, 0, 0, 0]);
    expect(padRecommendedStakes([5, 10])).toEqual([5, 10, 0, 0]);
    expect(padRecommendedStakes([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4]);
    fc.assert(
      fc.property(fc.array(fc.integer()), (values) => {
        const padded = padRecommendedStakes(values);
        expect(padded).toHaveLength(4);
        expect(padded).toEqual([...values.slice(0, 4), 0, 0, 0, 0].slice(0, 4));
      }),
    );
  });
});

describe('image quality', () => {
  it('base 80, avif at 81.25 percent of base, webp at 87.5 percent', () => {
    expect(IMAGE_QUALITY_BASE).toBe(80);
    expect(imageQuality('base')).toBe(80);
    expect(imageQuality('avif')).toBe(65);
    expect(imageQuality('webp')).toBe(70);
  });
});
