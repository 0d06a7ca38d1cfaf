// Small display rules: the tennis advantage.

/** The special value shown for a tennis game score above 40. */
export const ADVANTAGE = 'A';

/**
 * Tennis game points: 0, 15, 30 and 40 (and anything not above 40, such as "A" already)
 * are shown as they are, as text; a numeric value above 40 is the advantage.
 */
export function tennisPointDisplay(points: number | string): string {
  return Number(points) > 40 ? ADVANTAGE : String(points);
}
