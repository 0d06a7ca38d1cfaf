// Notification tables: what the system told each player, and the kinds each player switched off.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
 * One notification of one player. `ref` names the event it tells of (e.g. `bet:12:settlement:1`),
 * so an event replayed after a fault writes it once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id').notNull(),
    type: text('type').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** The variant of the kind the texts follow (win, lose, refund, success, error…). */
    variant: text('variant').notNull(),
    params: jsonb('params').notNull(),
    ref: text('ref').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (table) => [
    index('notifications_player').on(table.playerId, table.id),
    index('notifications_unread')
      .on(table.playerId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_once').on(table.playerId, table.ref),
  ],
);

/** A kind of notification the player switched on or off (and its threshold); no row means on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    playerId: uuid('player_id').notNull(),
    type: text('type').notNull(),
    enabled: boolean('enabled').notNull(),
    /** For `cashout_offer`: the percentage of the stake an offer must reach (default when null). */
    threshold: integer('threshold'),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.type] })],
);
