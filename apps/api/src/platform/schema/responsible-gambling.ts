// Platform tables of responsible gambling: limits, sportsbook sessions (reality check), activity time.
import {
  bigint,
  bigserial,
  date,
  integer,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const userLimits = pgTable(
  'user_limits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    strategy: text('strategy').notNull().default('time'),
    status: text('status').notNull().default('active'),
    period: text('period').notNull(),
    /**
     * Minutes for time limits, minor units of `currency` for money limits, hours (time-out) or
     * months (self-exclusion) for exclusions; null on a pending removal.
     */
    value: bigint('value', { mode: 'number' }),
    currency: text('currency'),
    parentType: text('parent_type'),
    disableAt: at('disable_at'),
    confirmUntil: at('confirm_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('user_limits_player').on(table.playerId, table.status)],
);

/** The audit history of a player's limits: every change, kept for good. */
export const userLimitEvents = pgTable(
  'user_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    limitId: bigint('limit_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    period: text('period').notNull(),
    action: text('action').notNull(),
    value: bigint('value', { mode: 'number' }),
    previousValue: bigint('previous_value', { mode: 'number' }),
    confirmUntil: at('confirm_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('user_limit_events_player').on(table.playerId, table.id)],
);

export const sportsbookSessions = pgTable(
  'sportsbook_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull().defaultNow(),
    lastActiveAt: at('last_active_at').notNull().defaultNow(),
    /** The last time the player saw the reality check and chose to continue. */
    acknowledgedAt: at('acknowledged_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
  },
  (table) => [index('sportsbook_sessions_player').on(table.playerId, table.startedAt)],
);

/** Seconds of activity a player accumulated per UTC day (activity limit). */
export const playerActivity = pgTable(
  'player_activity',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    lastTrackedAt: at('last_tracked_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.day] })],
);
