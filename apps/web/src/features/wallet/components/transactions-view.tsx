'use client';
// The transaction history: every ledger row of the player, filtered by type, account and dates,
// paged, and exported as CSV with the same filters.
import { LEDGER_TYPES, TRANSACTION_FILTER_DATES, type Transaction } from '@sportsbook/contracts';
import { formatMoney, minorUnits } from '@sportsbook/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { allAccountsQuery } from '@/lib/api/player';
import { currencyInfo } from '@/lib/currency-info';
import { usePlayer } from '@/lib/session/player-store';
import { getTransactions, transactionsCsvHref, type TransactionFilters } from '../api/transactions';
import { PlayerGate } from '@/components/session/player-gate';
import styles from './wallet.module.css';
import { clockOf } from '@/lib/i18n/clock';

const NO_FILTERS: TransactionFilters = { type: '', currency: '', from: '', to: '' };

function TransactionRows({ rows }: { rows: Transaction[] }) {
  const intl = useIntl();
  const money = (value: number, code: string) =>
    formatMoney(minorUnits(value), currencyInfo(code), intl.locale);
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">
        {intl.formatMessage({ id: 'wallet.transactions.title' })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'wallet.transactions.date' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'wallet.transactions.type' })}</th>
          <th scope="col" className={styles.amount}>
            {intl.formatMessage({ id: 'wallet.transactions.amount' })}
          </th>
          <th scope="col" className={styles.amount}>
            {intl.formatMessage({ id: 'wallet.transactions.balance' })}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              {intl.formatDate(row.created_at, {
                dateStyle: 'short',
                timeStyle: 'short',
                ...clockOf(intl.locale),
              })}
            </td>
            <td>{intl.formatMessage({ id: `wallet.type.${row.type}` })}</td>
            <td className={`${styles.amount} ${row.amount > 0 ? styles.credit : ''}`}>
              {row.amount > 0 ? '+' : '−'}
              {money(Math.abs(row.amount), row.currency)}
            </td>
            <td className={styles.amount}>{money(row.balance_after, row.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TransactionsBody() {
  const intl = useIntl();
  const id = useId();
  const playerId = usePlayer((s) => s.profile?.id);
  const [draft, setDraft] = useState<TransactionFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<TransactionFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: ['transactions', playerId, filters, page],
    meta: { inlineError: true },
    queryFn: ({ signal }) => getTransactions(filters, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  // A player with more than one account picks one: balances of different currencies in one
  // column say little.
  const accounts = useQuery({
    ...allAccountsQuery(playerId),
    // Without them the page lists every account's rows, as it would for one account.
    meta: { inlineError: true },
  });
  const currencies = (accounts.data ?? []).map((account) => account.currency);
  const pagination = history.data?.pagination;
  const field = (name: 'from' | 'to') => (
    <label className={styles.field} htmlFor={`${id}-${name}`}>
      {intl.formatMessage({ id: `wallet.transactions.${name}` })}
      <input
        id={`${id}-${name}`}
        className={styles.input}
        type="date"
        // The dates the history can be filtered by; the browser says so before anything is sent.
        min={TRANSACTION_FILTER_DATES.earliest}
        max={TRANSACTION_FILTER_DATES.latest}
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    </label>
  );

  /** A filter picked from a list, "all" first (`every` names it). */
  const choice = <K extends 'type' | 'currency'>(
    name: K,
    every: string,
    values: readonly string[],
    label: (value: string) => string = (value) => value,
  ) => (
    <label className={styles.field} htmlFor={`${id}-${name}`}>
      {intl.formatMessage({ id: `wallet.transactions.${name}` })}
      <select
        id={`${id}-${name}`}
        className={styles.input}
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      >
        <option value="">{intl.formatMessage({ id: every })}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <form
        className={styles.filters}
        onSubmit={apply}
        aria-label={intl.formatMessage({ id: 'wallet.transactions.filters' })}
      >
        {choice('type', 'wallet.type.all', LEDGER_TYPES, (type) =>
          intl.formatMessage({ id: `wallet.type.${type}` }),
        )}
        {currencies.length > 1 ? choice('currency', 'wallet.currency.all', currencies) : null}
        {field('from')}
        {field('to')}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {intl.formatMessage({ id: 'wallet.transactions.apply' })}
          </button>
          <a className={styles.button} href={transactionsCsvHref(filters)} download>
            {intl.formatMessage({ id: 'wallet.transactions.export' })}
          </a>
        </div>
      </form>
      {history.isError ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage({ id: 'wallet.transactions.failed' })}
        </p>
      ) : !history.data ? (
        <p className={styles.muted} role="status">
          {intl.formatMessage({ id: 'wallet.loading' })}
        </p>
      ) : history.data.data.length === 0 ? (
        <p className={styles.muted} role="status">
          {intl.formatMessage({ id: 'wallet.transactions.empty' })}
        </p>
      ) : (
        <TransactionRows rows={history.data.data} />
      )}
      {pagination && pagination.last_page > 1 ? (
        <nav
          className={styles.pager}
          aria-label={intl.formatMessage({ id: 'wallet.transactions.pages' })}
        >
          <button
            type="button"
            className={styles.button}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {intl.formatMessage({ id: 'wallet.transactions.previous' })}
          </button>
          <span className={styles.muted}>
            {intl.formatMessage(
              { id: 'wallet.transactions.page' },
              { page: pagination.page, pages: pagination.last_page },
            )}
          </span>
          <button
            type="button"
            className={styles.button}
            disabled={page >= pagination.last_page}
            onClick={() => setPage(page + 1)}
          >
            {intl.formatMessage({ id: 'wallet.transactions.next' })}
          </button>
        </nav>
      ) : null}
    </>
  );
}

const TransactionsWithQueries = withQueryClient(TransactionsBody);

export function TransactionsView() {
  return (
    <PlayerGate>
      <TransactionsWithQueries />
    </PlayerGate>
  );
}
