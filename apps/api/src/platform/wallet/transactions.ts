// The player's transaction history: every ledger row, filtered, paged, or written out as CSV.
import {
  filterDateStart,
  isFilterDay,
  type LedgerType,
  type Transaction,
  type TransactionsPage,
} from '@sportsbook/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { ledgerEntries } from '../schema/wallet';

export interface TransactionFilter {
  type?: LedgerType | undefined;
  currency?: string | undefined;
  /** A day (YYYY-MM-DD, from its start in UTC) or an instant. */
  from?: string | undefined;
  /** A day (up to its end in UTC) or an instant. */
  to?: string | undefined;
}

const DAY_MS = 86_400_000;

/** The range's bounds: a day given as `to` includes the whole day. */
function bounds(filter: TransactionFilter): { from?: Date; before?: Date } {
  const from = filter.from ? new Date(filterDateStart(filter.from)) : undefined;
  let before: Date | undefined;
  if (filter.to) {
    before = new Date(filterDateStart(filter.to) + (isFilterDay(filter.to) ? DAY_MS : 1));
  }
  return { ...(from ? { from } : {}), ...(before ? { before } : {}) };
}

function where(playerId: string, filter: TransactionFilter): SQL | undefined {
  const { from, before } = bounds(filter);
  return and(
    eq(ledgerEntries.playerId, playerId),
    filter.type ? eq(ledgerEntries.type, filter.type) : undefined,
    filter.currency ? eq(ledgerEntries.currency, filter.currency) : undefined,
    from ? gte(ledgerEntries.createdAt, from) : undefined,
    before ? lt(ledgerEntries.createdAt, before) : undefined,
  );
}

function toTransaction(row: typeof ledgerEntries.$inferSelect): Transaction {
  return {
    id: row.id,
    type: row.type as LedgerType,
    currency: row.currency,
    amount: row.amount,
    balance_after: row.balanceAfter,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
  };
}

/** Newest first; ids break ties within one instant. */
const NEWEST_FIRST = [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)];

export async function listTransactions(
  db: Database,
  playerId: string,
  filter: TransactionFilter & { page: number; limit: number },
): Promise<TransactionsPage> {
  const condition = where(playerId, filter);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(ledgerEntries)
    .where(condition);
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(condition)
    .orderBy(...NEWEST_FIRST)
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return {
    data: rows.map(toTransaction),
    pagination: {
      total,
      page: filter.page,
      limit: filter.limit,
      last_page: Math.max(1, Math.ceil(total / filter.limit)),
    },
  };
}

/** Rows of one CSV export at most: a year of heavy play. */
const CSV_MAX_ROWS = 50_000;

/** A field as RFC 4180 wants it; a leading =, +, - or @ is neutralised so a spreadsheet never runs it. */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The filtered history as CSV (amounts in minor units, as the ledger keeps them). */
export async function transactionsCsv(
  db: Database,
  playerId: string,
  filter: TransactionFilter,
): Promise<string> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(where(playerId, filter))
    .orderBy(...NEWEST_FIRST)
    .limit(CSV_MAX_ROWS);
  const header = ['id', 'created_at', 'type', 'currency', 'amount', 'balance_after', 'reference'];
  const lines = rows
    .map(toTransaction)
    .map((t) =>
      [t.id, t.created_at, t.type, t.currency, t.amount, t.balance_after, t.reference]
        .map(csvField)
        .join(','),
    );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
