// Small display rules: outright ticket titles, tennis advantage, recommended stakes, image quality.

/** Outright ticket titles: 2 selections are doubles, 3 trebles, more an accumulator. */
export function outrightTicketTitle(selectionCount: number): string | undefined {
  if (selectionCount === 2) return 'sb.ticket.title.doubles';
  if (selectionCount === 3) return 'sb.ticket.title.trebles';
  if (selectionCount > 3) return 'sb.ticket.title.accumulator';
  return undefined;
}

/** The special value shown for a tennis game score above 40. */
export const ADVANTAGE = 'A';

/** Tennis game points: 0, 15, 30 and 40 as they are; above 40 is the advantage. */
export function tennisPointDisplay(points: number | string): string {
  const value = Number(points);
  return Number.isFinite(value) && value > 40 ? ADVANTAGE : String(points);
}

export const RECOMMENDED_STAKES_COUNT = 4;

/** Recommended stakes are exactly 4 values: extra ones are dropped, missing ones are 0. */
export function padRecommendedStakes(values: readonly number[]): number[] {
  return Array.from({ length: RECOMMENDED_STAKES_COUNT }, (_, i) => values[i] ?? 0);
}

export const IMAGE_QUALITY_BASE = 80;

/** Image quality: base 80, avif at 81.25 % of base, webp at 87.5 %. */
export function imageQuality(format: 'base' | 'avif' | 'webp'): number {
  if (format === 'avif') return Math.round(IMAGE_QUALITY_BASE * 0.8125);
  if (format === 'webp') return Math.round(IMAGE_QUALITY_BASE * 0.875);
  return IMAGE_QUALITY_BASE;
}
