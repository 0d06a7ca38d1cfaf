'use client';
// /player/transactions: the player's ledger rows, filtered and paged; the same filters as CSV.
import type { LedgerType, TransactionsPage } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

export interface TransactionFilters {
  type: LedgerType | '';
  /** One account's currency; empty for every account. */
  currency: string;
  /** Days as YYYY-MM-DD, inclusive; empty for no bound. */
  from: string;
  to: string;
}

function query(filters: TransactionFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (filters.type) params.set('type', filters.type);
  if (filters.currency) params.set('currency', filters.currency);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const TRANSACTIONS_PAGE_SIZE = 20;

export function getTransactions(
  filters: TransactionFilters,
  page: number,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  const extra = { page: String(page), limit: String(TRANSACTIONS_PAGE_SIZE) };
  return apiFetch<TransactionsPage>(`/api/platform/player/transactions${query(filters, extra)}`, {
    ...(signal ? { signal } : {}),
  });
}

/** The CSV export of the filtered history (a download the browser makes with the session). */
export const transactionsCsvHref = (filters: TransactionFilters): string =>
  `/api/platform/player/transactions.csv${query(filters)}`;
