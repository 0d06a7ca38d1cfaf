// Hunting and hunting tournament tables: what each qualifying bet farmed, and the tournament's
// final positions with the prizes paid.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The points one bet farmed for one hunting bonus, with the events that farmed them (written in
 * the bet's placement transaction). The hunting's points are also kept on its bonus row.
 */
export const huntingFarms = pgTable(
  'hunting_farms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bonusId: bigint('bonus_id', { mode: 'number' }).notNull(),
    playerId: uuid('player_id').notNull(),
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    eventIds: jsonb('event_ids').$type<string[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hunting_farms_once').on(table.bonusId, table.betId),
    check('hunting_farms_points_positive', sql`${table.points} > 0`),
  ],
);

/**
 * A joined player's qualifying bet in a tournament: its stake is farmed, and its contribution
 * feeds the pool (the pool is the initial pool plus the sum of contributions).
 */
export const tournamentFarms = pgTable(
  'tournament_farms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The tournament definition's key (trigger_key): one tournament for every player. */
    tournamentKey: text('tournament_key').notNull(),
    playerId: uuid('player_id').notNull(),
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    contribution: bigint('contribution', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tournament_farms_once').on(table.tournamentKey, table.betId),
    index('tournament_farms_player').on(table.tournamentKey, table.playerId),
  ],
);

/** A finished tournament: written once, with its prizes, in the transaction that pays them. */
export const tournamentResults = pgTable('tournament_results', {
  tournamentKey: text('tournament_key').primaryKey(),
  currency: text('currency').notNull(),
  pool: bigint('pool', { mode: 'number' }).notNull(),
  settledAt: at('settled_at').notNull().defaultNow(),
});

/** A final position with its prize and the wallet's ledger row that paid it. */
export const tournamentPrizes = pgTable(
  'tournament_prizes',
  {
    tournamentKey: text('tournament_key').notNull(),
    position: integer('position').notNull(),
    playerId: uuid('player_id').notNull(),
    farmedAmount: bigint('farmed_amount', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentKey, table.position] }),
    uniqueIndex('tournament_prizes_player').on(table.tournamentKey, table.playerId),
  ],
);
