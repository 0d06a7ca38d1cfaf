// Jackpot tables: the jackpots and their levels (from the site configuration), the jackpot ledger
// whose sum is each level's pool, the draw of every qualifying bet and the hits.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const jackpots = pgTable(
  'jackpots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The operator definition's key in the site configuration. */
    key: text('key').notNull(),
    /** The name per locale code. */
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    currency: text('currency').notNull(),
    state: text('state').notNull(),
    /** The share of a qualifying stake that feeds the jackpot, in basis points. */
    contributionBp: integer('contribution_bp').notNull(),
    minStake: bigint('min_stake', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jackpots_key').on(table.key),
    check(
      'jackpots_state',
      sql`${table.state} in ('active', 'created', 'disabled', 'finished', 'paused')`,
    ),
    check(
      'jackpots_contribution',
      sql`${table.contributionBp} >= 0 and ${table.contributionBp} <= 10000`,
    ),
  ],
);

export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jackpotId: bigint('jackpot_id', { mode: 'number' })
      .notNull()
      .references(() => jackpots.id),
    code: text('code').notNull(),
    /** The name per locale code. */
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    position: integer('position').notNull(),
    active: boolean('active').notNull(),
    /** What the house puts in the pool when the level starts and after every hit. */
    seedAmount: bigint('seed_amount', { mode: 'number' }).notNull(),
    /** The level's part of a contribution, in basis points. */
    shareBp: integer('share_bp').notNull(),
    /** One qualifying bet in this many hits the level. */
    hitOneIn: integer('hit_one_in').notNull(),
  },
  (table) => [
    uniqueIndex('jackpot_levels_code').on(table.jackpotId, table.code),
    check('jackpot_levels_hit_one_in', sql`${table.hitOneIn} >= 2`),
  ],
);

export const JACKPOT_ENTRY_TYPES = ['seed', 'contribution', 'hit'] as const;

/**
 * The jackpot ledger: every change of a level's pool, signed (a hit takes the pool out). A level's
 * pool is the sum of its entries; nothing else keeps it.
 */
export const jackpotEntries = pgTable(
  'jackpot_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    levelId: bigint('level_id', { mode: 'number' })
      .notNull()
      .references(() => jackpotLevels.id),
    type: text('type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What caused it: bet:{id} for a contribution, hit:{id} for a hit and the seed after it. */
    reference: text('reference').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jackpot_entries_once').on(table.levelId, table.type, table.reference),
    // A level's pool summed from the index alone.
    index('jackpot_entries_level').on(table.levelId, table.amount),
    check('jackpot_entries_type', sql`${table.type} in ('seed', 'contribution', 'hit')`),
  ],
);

/**
 * The draw of one qualifying bet, kept so anyone can recompute it: the draw is the first 52 bits
 * of SHA-256 of `{seed}:{jackpot id}:{bet id}`, and the level is the one whose slice holds it.
 */
export const jackpotDraws = pgTable(
  'jackpot_draws',
  {
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    jackpotId: bigint('jackpot_id', { mode: 'number' })
      .notNull()
      .references(() => jackpots.id),
    seed: text('seed').notNull(),
    draw: bigint('draw', { mode: 'number' }).notNull(),
    /** The level hit, or null. */
    levelCode: text('level_code'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('jackpot_draws_bet').on(table.jackpotId, table.betId)],
);

export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jackpotId: bigint('jackpot_id', { mode: 'number' })
      .notNull()
      .references(() => jackpots.id),
    levelId: bigint('level_id', { mode: 'number' })
      .notNull()
      .references(() => jackpotLevels.id),
    playerId: uuid('player_id').notNull(),
    /** The bet whose draw hit; null for a hit forced in development. */
    betId: bigint('bet_id', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** pending until the win is on the winner's wallet, then paid. */
    status: text('status').notNull().default('pending'),
    seen: boolean('seen').notNull().default(false),
    /** The wallet's ledger row of the payout. */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (table) => [
    index('jackpot_hits_player').on(table.playerId, table.createdAt),
    index('jackpot_hits_jackpot').on(table.jackpotId, table.createdAt),
    index('jackpot_hits_pending')
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('jackpot_hits_bet').on(table.levelId, table.betId),
    check('jackpot_hits_status', sql`${table.status} in ('pending', 'paid')`),
    check('jackpot_hits_amount_positive', sql`${table.amount} > 0`),
  ],
);
