// Jackpot rules: the contribution a qualifying bet makes to each level, and the draw that decides
// whether the bet hits a level. Pure: the draw reads a digest the caller made from a stored seed.

/** Jackpot states of the spec; only an active jackpot takes contributions and draws. */
export const JACKPOT_STATES = ['active', 'created', 'disabled', 'finished', 'paused'] as const;
export type JackpotState = (typeof JACKPOT_STATES)[number];

/** What the rules read of a level. */
export interface JackpotLevelRule {
  code: string;
  active: boolean;
  /** The level's part of a bet's contribution, in basis points of it (the parts sum to 10,000). */
  shareBp: number;
  /** One bet in this many hits the level. */
  hitOneIn: number;
}

/** What the rules read of a jackpot. */
export interface JackpotRule {
  state: JackpotState;
  currency: string;
  /** The share of a qualifying stake that feeds the jackpot, in basis points. */
  contributionBp: number;
  /** The smallest real-money stake that takes part, in minor units of the currency. */
  minStake: number;
  levels: JackpotLevelRule[];
}

/** The bits of the digest a draw reads: 52, so every value is an exact integer in a double. */
export const DRAW_BITS = 52;
const DRAW_SPACE = 2 ** DRAW_BITS;

/**
 * A bet takes part when the jackpot is active, the bet is in its currency and the wallet paid at
 * least the minimum stake (a freebet's stake is not the player's money and does not take part).
 */
export function qualifiesForJackpot(
  jackpot: Pick<JackpotRule, 'state' | 'currency' | 'minStake'>,
  bet: { currency: string; debit: number },
): boolean {
  return (
    jackpot.state === 'active' &&
    bet.currency === jackpot.currency &&
    bet.debit > 0 &&
    bet.debit >= jackpot.minStake
  );
}

/**
 * A qualifying stake's contribution split over the active levels: the jackpot's share of the
 * stake, rounded down to a minor unit, then each level's part rounded down, the remainder of
 * the rounding to the first active level so the parts add up to the contribution.
 */
export function splitContribution(
  jackpot: Pick<JackpotRule, 'contributionBp' | 'levels'>,
  stake: number,
): { code: string; amount: number }[] {
  const total = Math.floor((stake * jackpot.contributionBp) / 10_000);
  const active = jackpot.levels.filter((level) => level.active);
  if (total <= 0 || active.length === 0) return [];
  const shareSum = active.reduce((sum, level) => sum + level.shareBp, 0);
  if (shareSum <= 0) return [];
  const parts = active.map((level) => ({
    code: level.code,
    amount: Math.floor((total * level.shareBp) / shareSum),
  }));
  parts[0]!.amount += total - parts.reduce((sum, part) => sum + part.amount, 0);
  return parts.filter((part) => part.amount > 0);
}

/** The draw of a bet: the first 52 bits of a hex digest, an integer in [0, 2^52). */
export function drawFromDigest(hexDigest: string): number {
  if (!/^[0-9a-f]{13,}$/i.test(hexDigest)) throw new RangeError('digest must be hex, 13+ digits');
  return Number.parseInt(hexDigest.slice(0, DRAW_BITS / 4), 16);
}

/**
 * The level a draw hits, or null. The draw space [0, 2^52) is cut, in the order of the levels,
 * into one slice per active level of floor(2^52 / hitOneIn) values; a draw in a level's slice
 * hits it, a draw past the last slice hits nothing. So a bet hits at most one level and each
 * level with the chance 1 / hitOneIn (less a rounding below 2^-52).
 */
export function levelHitBy(levels: readonly JackpotLevelRule[], draw: number): string | null {
  let from = 0;
  for (const level of levels) {
    if (!level.active || level.hitOneIn < 1) continue;
    const to = from + Math.floor(DRAW_SPACE / level.hitOneIn);
    if (draw >= from && draw < to) return level.code;
    from = to;
  }
  return null;
}
