// Lootbox rules: the chest sizes, the published odds of a reward table and the reward a roll
// draws. Pure: the roll is read from a digest the caller made from the chest's stored seed.
import { DRAW_BITS } from '../jackpots/draw';

/** The chest sizes of the spec (the picture shown). */
export const CHEST_SIZES = ['small', 'medium', 'large'] as const;
export type ChestSize = (typeof CHEST_SIZES)[number];

const DRAW_SPACE = 2n ** BigInt(DRAW_BITS);

/** The sum of a reward table's weights; a table needs at least one positive weight. */
function totalWeight(weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (!weights.every((w) => Number.isSafeInteger(w) && w >= 0) || total <= 0) {
    throw new RangeError('weights must be non-negative integers with a positive sum');
  }
  return total;
}

/**
 * The reward a roll in [0, 2^52) draws: the roll scaled to a ticket in [0, total weight)
 * (floor(roll × total / 2^52), exact in integers) and the reward whose run of tickets, in the
 * order of the table, holds it. So reward i is drawn with the chance weight_i / total (less a
 * rounding below total / 2^52), and a zero weight is never drawn.
 */
export function rewardIndexOf(weights: readonly number[], roll: number): number {
  const total = totalWeight(weights);
  if (!Number.isSafeInteger(roll) || roll < 0 || BigInt(roll) >= DRAW_SPACE) {
    throw new RangeError('roll must be an integer in [0, 2^52)');
  }
  const ticket = Number((BigInt(roll) * BigInt(total)) / DRAW_SPACE);
  let upTo = 0;
  for (const [index, weight] of weights.entries()) {
    upTo += weight;
    if (ticket < upTo) return index;
  }
  /* c8 ignore next: ticket < total always */
  return weights.length - 1;
}

/** The published odds of each reward: its weight as a percentage of the total, to 2 decimals. */
export function rewardOddsPercent(weights: readonly number[]): number[] {
  const total = totalWeight(weights);
  return weights.map((weight) => Math.round((weight * 10_000) / total) / 100);
}
