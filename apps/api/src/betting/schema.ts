// Betting tables: bets, their selections, placement idempotency keys, share codes and counters.
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
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Spec: Bet (server form). Money in minor units of `currency`; odds as OddsInt (×10 000). */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Short public reference shown to the player. */
    ref: text('ref').notNull().unique(),
    playerId: uuid('player_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    result: text('result').notNull().default('no_results'),
    currency: text('currency').notNull(),
    subunits: integer('subunits').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** A long combo's product overflows 32 bits (20 legs at 2.0 is 1 048 576.0000). */
    odds: bigint('odds', { mode: 'number' }).notNull(),
    potentialWin: bigint('potential_win', { mode: 'number' }).notNull(),
    winAmount: bigint('win_amount', { mode: 'number' }),
    systemWinCount: integer('system_win_count'),
    systemTotalCount: integer('system_total_count'),
    customOdds: bigint('custom_odds', { mode: 'number' }),
    /**
     * The most the bet pays, when a warn action of the site's limits capped its odds or win at
     * placement (acceptedTerms); settlement and cash out never pay more. Null: not capped.
     */
    payoutCap: bigint('payout_cap', { mode: 'number' }),
    bonus: jsonb('bonus'),
    isVip: boolean('is_vip').notNull().default(false),
    /** Whether the bet fed a jackpot (a contribution and a draw were written with it). */
    usedInJackpot: boolean('used_in_jackpot').notNull().default(false),
    quick: boolean('quick').notNull().default(false),
    deviceId: text('device_id'),
    /** How many times the bet was settled; a results correction settles it again. */
    settlements: integer('settlements').notNull().default(0),
    voidReason: text('void_reason'),
    voidBy: text('void_by'),
    /** While cashout_in_progress: when the live delay ends, and the value the player accepted. */
    cashoutDeadline: at('cashout_deadline'),
    cashoutAmount: bigint('cashout_amount', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (table) => [
    index('bets_player_created').on(table.playerId, table.createdAt),
    index('bets_open')
      .on(table.status)
      .where(sql`${table.status} in ('submitted', 'waiting_results', 'cashout_in_progress')`),
    check('bets_stake_positive', sql`${table.stake} > 0`),
  ],
);

/** Spec: Selection (server form), with the names the bet history shows. */
export const betSelections = pgTable(
  'bet_selections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    matchId: integer('match_id').notNull(),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull(),
    outcomeId: text('outcome_id').notNull(),
    odds: integer('odds').notNull(),
    /** open, win, lose, refund, half_win, half_lose. */
    status: text('status').notNull().default('open'),
    deadHeatFactor: real('dead_heat_factor'),
    voidFactor: real('void_factor'),
    matchName: text('match_name').notNull(),
    /** The match's name in the site's other languages at placement (only those that differ). */
    matchNames: jsonb('match_names').notNull().default({}),
    marketName: text('market_name').notNull(),
    outcomeName: text('outcome_name').notNull(),
    sportKey: text('sport_key').notNull(),
    provider: text('provider').notNull(),
    startTime: at('start_time').notNull(),
    live: boolean('live').notNull(),
  },
  (table) => [
    index('bet_selections_bet').on(table.betId),
    // Every bet of a match, settled ones included: a results correction re-settles them.
    index('bet_selections_match').on(table.matchId),
    index('bet_selections_open_match')
      .on(table.matchId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * Matches whose results were stored and still have to be applied to their bets. Written in the
 * transaction that stores the results; removed once every bet of the match is settled, unless
 * newer results arrived meanwhile (`version`). Failures wait `due_at` (exponential back-off).
 */
export const settlementJobs = pgTable(
  'settlement_jobs',
  {
    matchId: integer('match_id').primaryKey(),
    version: integer('version').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    dueAt: at('due_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('settlement_jobs_due').on(table.dueAt)],
);

/** One row per placement request key: a replay answers the stored response. */
export const betPlacements = pgTable(
  'bet_placements',
  {
    playerId: uuid('player_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's canonical body: a key reused with another request is refused. */
    requestHash: text('request_hash'),
    response: jsonb('response').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.key] })],
);

/** Spec: Share-bet payload, stored under a short unguessable code. */
export const shareCodes = pgTable('share_codes', {
  code: text('code').primaryKey(),
  payload: jsonb('payload').notNull(),
  playerId: uuid('player_id'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** POST /counters: named counters the front end increments. */
export const counters = pgTable(
  'counters',
  {
    key: text('key').notNull(),
    day: text('day').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [uniqueIndex('counters_key_day').on(table.key, table.day)],
);
