// Platform wallet tables: an account per player and currency, the ledger, the demo cashier's log.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** Minor units; always the sum of the account's ledger entries. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_player_currency').on(table.playerId, table.currency),
    uniqueIndex('accounts_one_active')
      .on(table.playerId)
      .where(sql`${table.active}`),
    check('accounts_balance_not_negative', sql`${table.balance} >= 0`),
  ],
);

export const LEDGER_ENTRY_TYPES = [
  'deposit',
  'withdrawal',
  /** Gives back a withdrawal the player or the cashier cancelled. */
  'withdrawal_reversal',
  'stake',
  'win',
  'refund',
  'cashout',
  'bonus',
  /** Takes back a payout when a results correction re-settles a bet. */
  'settlement_reversal',
  /** A jackpot hit paid to its winner. */
  'jackpot_win',
] as const;

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    playerId: uuid('player_id').notNull(),
    currency: text('currency').notNull(),
    type: text('type').notNull(),
    /** Signed minor units: debits (stake, withdrawal) are negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** What caused it (e.g. bet:123, cashier:45); with the type, it makes a posting idempotent. */
    reference: text('reference').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_entries_idempotency').on(table.accountId, table.type, table.reference),
    index('ledger_entries_player_time').on(table.playerId, table.createdAt),
    check(
      'ledger_entries_type',
      sql`${table.type} in ('deposit', 'withdrawal', 'withdrawal_reversal', 'stake', 'win', 'refund', 'cashout', 'bonus', 'settlement_reversal', 'jackpot_win')`,
    ),
    check('ledger_entries_balance_after_not_negative', sql`${table.balanceAfter} >= 0`),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);

/**
 * Deposits and withdrawals of the demo cashier with their result. A pending one carries the time
 * the cashier settles it (settle_at); success, error and cancelled are final.
 */
export const cashierTransactions = pgTable(
  'cashier_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    settleAt: at('settle_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('cashier_transactions_player').on(table.playerId),
    index('cashier_transactions_pending')
      .on(table.settleAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
