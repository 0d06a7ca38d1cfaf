// Bonus tables: the bonuses issued to players, with the terms they were issued under.
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

/**
 * One bonus of one player. `terms` is the definition's terms as issued (odds as OddsInt, money
 * in minor units), so a later change of the site configuration never changes a bonus held.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id').notNull(),
    /** The operator definition's key (trigger_key). */
    definitionKey: text('definition_key').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    terms: jsonb('terms').notNull(),
    /** Freebets: the token's amount and currency. */
    currency: text('currency'),
    amount: bigint('amount', { mode: 'number' }),
    timesUsed: integer('times_used').notNull().default(0),
    /** Amb freebets: qualifying bets counted. */
    progressCount: integer('progress_count').notNull().default(0),
    seen: boolean('seen').notNull().default(false),
    validTo: at('valid_to'),
    /** definition, promo_code, no_risk_refund, amb_range, demo, operator. */
    source: text('source').notNull(),
    /**
     * What issued it: the promo code (upper case), the bet id, the amb bonus and range, a fresh id
     * for each operator grant.
     */
    sourceRef: text('source_ref').notNull().default(''),
    issuedAt: at('issued_at').notNull().defaultNow(),
    activatedAt: at('activated_at'),
    endedAt: at('ended_at'),
    /** The bet a freebet was staked on, while it is on that bet. */
    usedInBet: bigint('used_in_bet', { mode: 'number' }),
  },
  (table) => [
    index('player_bonuses_player').on(table.playerId, table.issuedAt),
    // One issue per player and source: a promo code redeemed twice, or a sign-up bonus given twice,
    // is refused by the database even when both requests race.
    uniqueIndex('player_bonuses_issue_once').on(
      table.playerId,
      table.definitionKey,
      table.source,
      table.sourceRef,
    ),
    check(
      'player_bonuses_status',
      sql`${table.status} in ('available', 'active', 'not_available', 'deactivated', 'bonus_over', 'expired', 'overridden')`,
    ),
    check('player_bonuses_amount_positive', sql`${table.amount} is null or ${table.amount} > 0`),
  ],
);
