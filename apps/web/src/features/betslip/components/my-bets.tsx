'use client';
// My bets: the player's open and settled bets, with cash out at the offer on screen.
import type { ServerBetBody } from '@sportsbook/contracts';
import { type BET_FILTERS, RESULT_FILTERS } from '@sportsbook/contracts/constants';
import { currencyOf, formatMoney, minorUnits } from '@sportsbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ClientApiError } from '@/lib/api/client';
import { cashOut, getBets } from '../api/my-bets';
import { useAlerts } from '@/lib/alerts';
import { outcomeLabel } from '@/features/betslip/utils/selection';
import { usePlayer } from '@/lib/session/player-store';
import styles from './betslip.module.css';
import { withQueryClient } from '@/components/providers/query-provider';

const PAGE_SIZE = 20;

function moneyFormatter(locale: string) {
  return (bet: ServerBetBody, value: number) =>
    formatMoney(
      minorUnits(value),
      currencyOf(bet.stake.currency) ?? {
        code: bet.stake.currency,
        subunits: bet.stake.subunits,
        fiat: true,
      },
      locale,
    );
}

function MyBetsBody({ locale, loggedIn }: { locale: string; loggedIn: boolean }) {
  const intl = useIntl();
  const money = moneyFormatter(locale);
  const [filter, setFilter] = useState<(typeof BET_FILTERS)[number]>('open');
  const [result, setResult] = useState<(typeof RESULT_FILTERS)[number]>('all');
  const [page, setPage] = useState(1);
  /** The bet whose cash out waits for the player's confirmation. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const client = useQueryClient();
  const reloadPlayer = usePlayer((s) => s.load);
  const showAlert = useAlerts((s) => s.show);
  const resultFilter = filter === 'open' ? 'all' : result;
  const bets = useQuery({
    queryKey: ['bets', filter, resultFilter, page],
    queryFn: ({ signal }) =>
      getBets({ filter, result: resultFilter, page, limit: PAGE_SIZE }, signal),
    enabled: loggedIn,
    refetchInterval: 30_000,
    placeholderData: (previous) => previous,
  });
  const cashout = useMutation({
    mutationFn: cashOut,
    onSuccess: ({ data }) => {
      showAlert({
        kind: 'success',
        title: intl.formatMessage(
          { id: 'mybets.cashout-done' },
          { amount: money(data, data.win_amount ?? 0) },
        ),
      });
    },
    onSettled: () => {
      setConfirming(null);
      void client.invalidateQueries({ queryKey: ['bets'] });
      void reloadPlayer();
    },
  });
  const choose = (next: (typeof BET_FILTERS)[number]) => {
    setFilter(next);
    setPage(1);
  };
  if (!loggedIn)
    return <p className={styles.empty}>{intl.formatMessage({ id: 'mybets.sign-in' })}</p>;
  const lastPage = bets.data?.pagination.last_page ?? 1;
  return (
    <div>
      <div
        className={styles.types}
        role="group"
        aria-label={intl.formatMessage({ id: 'mybets.filter' })}
      >
        {(['open', 'settled', 'all'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={filter === name}
            onClick={() => choose(name)}
          >
            {intl.formatMessage({ id: `mybets.${name}` })}
          </button>
        ))}
      </div>
      {filter !== 'open' ? (
        <label className={styles.resultFilter}>
          {intl.formatMessage({ id: 'mybets.result-filter' })}
          <select
            value={result}
            onChange={(event) => {
              setResult(event.target.value as (typeof RESULT_FILTERS)[number]);
              setPage(1);
            }}
          >
            {RESULT_FILTERS.map((name) => (
              <option key={name} value={name}>
                {intl.formatMessage({ id: `mybets.result-filter.${name}` })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {bets.isPending ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'mybets.loading' })}</p>
      ) : bets.isError ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage({ id: 'global-error.default.description' })}
        </p>
      ) : bets.data.data.length === 0 ? (
        <p className={styles.empty}>
          {intl.formatMessage({
            id: resultFilter === 'all' ? `mybets.empty.${filter}` : 'mybets.empty.result',
          })}
        </p>
      ) : (
        <ul className={styles.myBets}>
          {bets.data.data.map((bet) => (
            <li key={bet.id} className={styles.myBet}>
              <p className={styles.betLine}>
                <span>
                  {intl.formatMessage({ id: `betslip.type.${bet.type}` })} · {bet.ref}
                </span>
                <span className={styles.status} data-result={bet.result}>
                  {intl.formatMessage({ id: `mybets.result.${bet.result}` })}
                </span>
              </p>
              <ul className={styles.legs}>
                {bet.selections.map((s) => (
                  <li key={s.id}>
                    <span>
                      <strong>
                        {outcomeLabel(
                          s.outcome.name,
                          s.match.name.split(' vs ')[0] ?? '',
                          s.match.name.split(' vs ')[1] ?? '',
                          intl.formatMessage({ id: 'betslip.draw' }),
                        )}
                      </strong>{' '}
                      · {s.market.name} · {s.match.name}
                    </span>
                    <span className={styles.legResult}>
                      {s.status !== 'open' ? (
                        <span className={styles.status} data-result={s.status}>
                          {intl.formatMessage({ id: `mybets.selection.${s.status}` })}
                        </span>
                      ) : null}
                      {s.odds.toFixed(2)}
                    </span>
                  </li>
                ))}
              </ul>
              <p className={styles.betLine}>
                <span>
                  {intl.formatMessage({ id: 'betslip.stake' })}: {money(bet, bet.stake.value)}
                </span>
                <span>
                  {bet.win_amount !== null
                    ? intl.formatMessage(
                        { id: 'mybets.returned' },
                        { amount: money(bet, bet.win_amount) },
                      )
                    : intl.formatMessage(
                        { id: 'mybets.to-win' },
                        { amount: money(bet, bet.potential_win_amount) },
                      )}
                </span>
              </p>
              {bet.to_cashout && confirming === bet.id ? (
                <div
                  className={styles.confirm}
                  role="group"
                  aria-label={intl.formatMessage({ id: 'mybets.cashout-confirm' })}
                >
                  <button
                    type="button"
                    className={styles.primaryButton}
                    disabled={cashout.isPending}
                    aria-busy={cashout.isPending || undefined}
                    onClick={() => cashout.mutate(bet)}
                  >
                    {intl.formatMessage(
                      { id: 'mybets.cashout-confirm-button' },
                      { amount: money(bet, bet.to_cashout) },
                    )}
                  </button>
                  <button
                    type="button"
                    className={styles.secondaryButton}
                    disabled={cashout.isPending}
                    onClick={() => setConfirming(null)}
                  >
                    {intl.formatMessage({ id: 'mybets.cashout-cancel' })}
                  </button>
                </div>
              ) : bet.to_cashout ? (
                <button
                  type="button"
                  className={styles.secondaryButton}
                  disabled={cashout.isPending}
                  onClick={() => {
                    cashout.reset();
                    setConfirming(bet.id);
                  }}
                >
                  {intl.formatMessage(
                    { id: 'mybets.cashout' },
                    { amount: money(bet, bet.to_cashout) },
                  )}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {lastPage > 1 ? (
        <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'mybets.pages' })}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {intl.formatMessage({ id: 'mybets.previous' })}
          </button>
          <span aria-live="polite">
            {intl.formatMessage({ id: 'mybets.page' }, { page, pages: lastPage })}
          </span>
          <button type="button" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            {intl.formatMessage({ id: 'mybets.next' })}
          </button>
        </nav>
      ) : null}
      {cashout.error ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage({
            id:
              cashout.error instanceof ClientApiError &&
              cashout.error.code === 'CASHOUT_VALUE_CHANGED'
                ? 'mybets.cashout-changed'
                : 'mybets.cashout-unavailable',
          })}
        </p>
      ) : null}
    </div>
  );
}

/** Reads through TanStack Query, which loads with this part of the page. */
export const MyBets = withQueryClient(MyBetsBody);
