// The lootbox chests: the server seed each chest is drawn from, committed (its hash shown) when the
// chest is issued, and the draw once it is opened.
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { playerBonuses } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One chest per lootbox bonus. The seed is secret until the chest is opened; the draw columns are
 * written once, in the transaction that issues the reward.
 */
export const lootboxDraws = pgTable(
  'lootbox_draws',
  {
    bonusId: bigint('bonus_id', { mode: 'number' })
      .primaryKey()
      .references(() => playerBonuses.id),
    playerId: uuid('player_id').notNull(),
    /** 32 random bytes, hex. */
    serverSeed: text('server_seed').notNull(),
    /** SHA-256 of the seed, hex: shown before the chest is opened. */
    serverSeedHash: text('server_seed_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    openedAt: at('opened_at'),
    /** The first 52 bits of SHA-256("{seed}:{player id}:{bonus id}"). */
    roll: bigint('roll', { mode: 'number' }),
    /** The line of the chest's reward table drawn. */
    rewardIndex: integer('reward_index'),
    /** The freebet issued for the line drawn (none for a "nothing" line). */
    rewardBonusId: bigint('reward_bonus_id', { mode: 'number' }),
  },
  (table) => [
    check(
      'lootbox_draws_opened_whole',
      sql`(${table.openedAt} is null) = (${table.roll} is null and ${table.rewardIndex} is null)`,
    ),
  ],
);
