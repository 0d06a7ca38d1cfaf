// Probability helpers shared by the sport models.

function poissonPmf(lambda: number, k: number): number {
  if (lambda <= 0) return k === 0 ? 1 : 0;
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i += 1) p *= lambda / i;
  return p;
}

/** Distribution of goals 0..max (the tail folded into max). */
export function poissonVector(lambda: number, max: number): number[] {
  const out: number[] = [];
  let sum = 0;
  for (let k = 0; k < max; k += 1) {
    const p = poissonPmf(lambda, k);
    out.push(p);
    sum += p;
  }
  out.push(Math.max(0, 1 - sum));
  return out;
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/** "mm:ss" of a number of seconds. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export const ordinal = (n: number) =>
  `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** Renormalizes probabilities so they sum to exactly 1. */
export function normalize(values: number[]): number[] {
  const total = values.reduce((sum, v) => sum + v, 0);
  return total > 0 ? values.map((v) => v / total) : values.map(() => 1 / values.length);
}
