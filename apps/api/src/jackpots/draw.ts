// The documented random process of a jackpot draw. Each qualifying bet gets a fresh random seed
// (16 bytes, hex), stored with the outcome; the draw is the first 52 bits of
// SHA-256("{seed}:{jackpot id}:{bet reference}") and the level hit is the one whose slice of [0, 2^52)
// holds it (see levelHitBy). Anyone holding the stored row can recompute the outcome.
import { createHash, randomBytes } from 'node:crypto';
import { drawFromDigest, levelHitBy, type JackpotLevelRule } from '@sportsbook/domain';

export const newSeed = () => randomBytes(16).toString('hex');

/** A seeded draw in [0, 2^52): the first 52 bits of SHA-256 of the seed and the parts, ':'-joined. */
export function seededDraw(seed: string, ...parts: (string | number)[]): number {
  const digest = createHash('sha256')
    .update([seed, ...parts].join(':'))
    .digest('hex');
  return drawFromDigest(digest);
}

/** The draw of a bet and the level it hits (null for none), reproducible from the seed. */
export function decide(
  seed: string,
  jackpotId: number,
  betRef: string,
  levels: readonly JackpotLevelRule[],
): { draw: number; levelCode: string | null } {
  const draw = seededDraw(seed, jackpotId, betRef);
  return { draw, levelCode: levelHitBy(levels, draw) };
}
