// Votes: one per player and prediction, the database refusing a second even when two race.
import { bigserial, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const votes = pgTable(
  'votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    predictionId: text('prediction_id').notNull(),
    playerId: uuid('player_id').notNull(),
    /** The answer: `{outcome}`; the outcome is also kept apart so results count it in SQL. */
    data: jsonb('data').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('votes_one_per_player').on(table.predictionId, table.playerId)],
);
