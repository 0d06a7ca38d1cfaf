// Small display rules: outright ticket titles, tennis advantage, recommended stakes, image quality.

/** Message keys of outright ticket titles. */
export const OUTRIGHT_TICKET_TITLES = {
  doubles: 'sb.ticket.title.doubles',
  trebles: 'sb.ticket.title.trebles',
  accumulator: 'sb.ticket.title.accumulator',
} as const;

export type OutrightTicketTitle =
  (typeof OUTRIGHT_TICKET_TITLES)[keyof typeof OUTRIGHT_TICKET_TITLES];

/**
 * Outright ticket titles: 2 selections are doubles, 3 trebles, more an accumulator; fewer,
 * or a count that is not a whole number, has no title (undefined).
 */
export function outrightTicketTitle(selectionCount: number): OutrightTicketTitle | undefined {
  if (!Number.isInteger(selectionCount) || selectionCount < 2) return undefined;
  if (selectionCount === 2) return OUTRIGHT_TICKET_TITLES.doubles;
  if (selectionCount === 3) return OUTRIGHT_TICKET_TITLES.trebles;
  return OUTRIGHT_TICKET_TITLES.accumulator;
}

/** The special value shown for a tennis game score above 40. */
export const ADVANTAGE = 'A';

/**
 * Tennis game points: 0, 15, 30 and 40 (and anything not above 40, such as "A" already)
 * are shown as they are, as text; a numeric value above 40 is the advantage.
 */
export function tennisPointDisplay(points: number | string): string {
  return Number(points) > 40 ? ADVANTAGE : String(points);
}

/** How many recommended stakes a stake picker shows. */
export const RECOMMENDED_STAKES_COUNT = 4;

/** Recommended stakes are exactly 4 values: extra ones are dropped, missing ones are 0. */
export function padRecommendedStakes(values: readonly number[]): number[] {
  return Array.from({ length: RECOMMENDED_STAKES_COUNT }, (_, i) => values[i] ?? 0);
}

/** The base image quality; avif and webp are scaled down from it. */
export const IMAGE_QUALITY_BASE = 80;

/** Image quality: base 80, avif at 81.25 % of base, webp at 87.5 %. */
export function imageQuality(format: 'base' | 'avif' | 'webp'): number {
  if (format === 'avif') return Math.round(IMAGE_QUALITY_BASE * 0.8125);
  if (format === 'webp') return Math.round(IMAGE_QUALITY_BASE * 0.875);
  return IMAGE_QUALITY_BASE;
}
