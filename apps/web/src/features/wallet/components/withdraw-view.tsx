'use client';
// Withdrawals: a form for an amount up to the withdrawable balance, and the player's withdrawals
// with their state; a pending one can be cancelled. The demo cashier settles them after a delay,
// and the list follows (it refetches while one is pending).
import type { Withdrawal } from '@sportsbook/contracts';
import { formatMoney, minorUnits, parseStake } from '@sportsbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { useAlerts } from '@/lib/alerts';
import { reportFailure } from '@/lib/api/client';
import { amountRefusalId, currencyInfo } from '@/lib/currency-info';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import {
  cancelWithdrawal,
  getWithdrawable,
  getWithdrawals,
  requestWithdrawal,
} from '../api/withdrawals';
import { PlayerGate } from '@/components/session/player-gate';
import { AmountEcho } from '@/components/ui/amount-echo';
import styles from './wallet.module.css';
import { clockOf } from '@/lib/i18n/clock';

/** How often the list is read again while a withdrawal waits for the cashier. */
const PENDING_REFRESH_MS = 3_000;

function WithdrawalList({
  rows,
  onCancel,
}: {
  rows: Withdrawal[];
  onCancel: (id: number) => void;
}) {
  const intl = useIntl();
  if (rows.length === 0) {
    return <p className={styles.muted}>{intl.formatMessage({ id: 'wallet.withdraw.none' })}</p>;
  }
  return (
    <ul className={styles.list}>
      {rows.map((row) => {
        const amount = formatMoney(minorUnits(row.amount), currencyInfo(row.currency), intl.locale);
        return (
          <li key={row.id} className={styles.item} data-status={row.status}>
            <span>
              <strong>{amount}</strong>{' '}
              <span className={styles.muted}>
                {intl.formatDate(row.created_at, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  ...clockOf(intl.locale),
                })}
              </span>
            </span>
            <span className={styles.status}>
              {intl.formatMessage({ id: `wallet.withdraw.status.${row.status}` })}
              {row.reason === 'declined'
                ? ` · ${intl.formatMessage({ id: 'wallet.withdraw.declined' })}`
                : ''}
            </span>
            {row.status === 'pending' ? (
              <button
                type="button"
                className={styles.button}
                aria-label={intl.formatMessage({ id: 'wallet.withdraw.cancel-named' }, { amount })}
                onClick={() => onCancel(row.id)}
              >
                {intl.formatMessage({ id: 'wallet.withdraw.cancel' })}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function WithdrawBody() {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const showAlert = useAlerts((s) => s.show);
  const setBalance = usePlayer((s) => s.setBalance);
  const playerId = usePlayer((s) => s.profile?.id);
  const currency = usePlayer((s) => activeAccount(s.accounts)?.currency);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useQuery({
    queryKey: ['withdrawals', playerId],
    queryFn: ({ signal }) => getWithdrawals(signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((w) => w.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
  const available = useQuery({
    queryKey: ['withdrawable', playerId, currency, list.dataUpdatedAt],
    queryFn: ({ signal }) => getWithdrawable(currency!, signal),
    enabled: Boolean(currency),
    staleTime: 0,
  });
  if (!currency) return null;
  const info = currencyInfo(currency);
  const money = (value: number) => formatMoney(minorUnits(value), info, intl.locale);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['withdrawals'] }),
      client.invalidateQueries({ queryKey: ['withdrawable'] }),
    ]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseStake(text, info, intl.locale);
    const withdrawable = available.data?.withdrawable;
    // More than any amount is more than the withdrawable balance too.
    const tooLarge = parsed.ok
      ? withdrawable !== undefined && parsed.value > withdrawable
      : parsed.reason === 'too_large';
    if (tooLarge && withdrawable !== undefined) {
      setError(
        intl.formatMessage({ id: 'wallet.withdraw.amount.above' }, { amount: money(withdrawable) }),
      );
      return;
    }
    if (!parsed.ok || parsed.value <= 0) {
      setError(
        intl.formatMessage({ id: amountRefusalId(parsed, 'wallet.withdraw.amount.invalid') }),
      );
      return;
    }
    setBusy(true);
    try {
      const answer = await requestWithdrawal(parsed.value, currency);
      setBalance(answer.balance.currency, answer.balance.balance);
      if (answer.result === 'error') {
        setError(
          intl.formatMessage({
            id:
              answer.reason === 'insufficient_funds'
                ? 'wallet.withdraw.insufficient'
                : 'withdrawal.notification.failed',
          }),
        );
      } else {
        setText('');
        showAlert({
          kind: 'info',
          title: intl.formatMessage({ id: 'withdrawal.notification.pending' }),
        });
      }
      await refresh();
    } catch (failure) {
      reportFailure(failure, true);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (withdrawalId: number) => {
    try {
      await cancelWithdrawal(withdrawalId);
      showAlert({
        kind: 'success',
        title: intl.formatMessage({ id: 'wallet.withdraw.cancelled' }),
      });
    } catch (failure) {
      reportFailure(failure, true);
    }
    await refresh();
  };

  return (
    <>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
        <dl className={styles.summary}>
          <dt>{intl.formatMessage({ id: 'wallet.withdraw.available' })}</dt>
          <dd data-testid="withdrawable">
            {available.data ? money(available.data.withdrawable) : '…'}
          </dd>
          <dt>{intl.formatMessage({ id: 'wallet.withdraw.pending' })}</dt>
          <dd>{available.data ? money(available.data.pending) : '…'}</dd>
        </dl>
        <label className={styles.field} htmlFor={`${id}-amount`}>
          {intl.formatMessage({ id: 'wallet.withdraw.amount' }, { currency })}
          <input
            id={`${id}-amount`}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${error ? `${id}-error` : `${id}-hint`} ${id}-echo`}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
        </label>
        <AmountEcho id={`${id}-echo`} text={text} currency={currency} className={styles.muted} />
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className={styles.muted}>
            {intl.formatMessage({ id: 'wallet.withdraw.hint' })}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={busy}>
          {intl.formatMessage({ id: 'wallet.withdraw.submit' })}
        </button>
      </form>
      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{intl.formatMessage({ id: 'wallet.withdraw.list' })}</h2>
        {list.data ? (
          <WithdrawalList rows={list.data} onCancel={(w) => void cancel(w)} />
        ) : (
          <p className={styles.muted} role="status">
            {intl.formatMessage({ id: 'wallet.loading' })}
          </p>
        )}
      </section>
    </>
  );
}

const WithdrawWithQueries = withQueryClient(WithdrawBody);

export function WithdrawView() {
  return (
    <PlayerGate>
      <WithdrawWithQueries />
    </PlayerGate>
  );
}
