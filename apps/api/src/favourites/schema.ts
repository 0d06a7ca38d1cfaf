// The favourites table: one row per player and starred item (a match, tournament or sport).
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The platform owns the players; like the other sportsbook tables, no foreign key across. */
export const favourites = pgTable(
  'favourites',
  {
    playerId: uuid('player_id').notNull(),
    /** matches | tournaments | sports */
    type: text('type').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.type, table.itemId] }),
    // "Who starred this match" (a favourite match starting notifies its players).
    index('favourites_item').on(table.type, table.itemId),
  ],
);
