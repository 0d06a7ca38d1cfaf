// Lootboxes (accounts-bonuses-integration section 3): a chest's size, its published reward table
// with the odds of each line, and its draw (the seed's hash before opening, the seed and roll after).
import { CHEST_SIZES, FREEBET_TYPES } from '@sportsbook/domain';
import { z } from 'zod';

export const chestSizeSchema = z.enum(CHEST_SIZES);

/** One line of the reward table: a freebet of a variant and amount, or nothing; its odds in %. */
export const lootboxRewardSchema = z.object({
  kind: z.enum(['freebet', 'nothing']),
  /** The freebet variant, null for nothing. */
  freebet_type: z.enum(FREEBET_TYPES).nullable(),
  /** Minor units of the chest's currency, null for nothing. */
  amount: z.number().int().nullable(),
  /** The chance of this line, in percent to two decimals. */
  odds_percent: z.number(),
});
export type LootboxReward = z.infer<typeof lootboxRewardSchema>;

/**
 * The chest's draw. Before opening only the hash of the server seed is known (committed when the
 * chest was issued); after, the seed itself, the roll and the reward it drew.
 */
export const lootboxDrawSchema = z.object({
  /** SHA-256 of server_seed, hex. */
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  /** The first 52 bits of SHA-256("{server_seed}:{player id}:{bonus id}"), an integer. */
  roll: z.number().int().nullable(),
  /** The line of `rewards` drawn. */
  reward_index: z.number().int().nullable(),
  /** The freebet issued, when the line was one. */
  reward_bonus_id: z.string().nullable(),
  opened_at: z.string().nullable(),
});
export type LootboxDraw = z.infer<typeof lootboxDrawSchema>;

/** The fields a lootbox adds to a bonus. */
export const lootboxFields = {
  chest_size: chestSizeSchema.optional(),
  rewards: z.array(lootboxRewardSchema).optional(),
  draw: lootboxDrawSchema.optional(),
};
