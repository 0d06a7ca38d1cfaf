'use client';
// My bets: the player's open and settled bets, with cash out at the offer on screen.
import { betsPageSchema, serverBetSchema, type ServerBetBody } from '@sportsbook/contracts';
import { currencyOf, formatMoney, minorUnits } from '@sportsbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { apiFetch, ClientApiError } from '@/lib/api/client';
import { outcomeLabel } from '@/lib/betslip/selection';
import { usePlayer } from '@/lib/session/player-store';
import styles from './betslip.module.css';

export function MyBets({ locale, loggedIn }: { locale: string; loggedIn: boolean }) {
  const intl = useIntl();
  const [filter, setFilter] = useState<'open' | 'settled'>('open');
  const client = useQueryClient();
  const reloadPlayer = usePlayer((s) => s.load);
  const bets = useQuery({
    queryKey: ['bets', filter],
    queryFn: ({ signal }) =>
      apiFetch(`/api/sb/bets?filter=${filter}&limit=50`, betsPageSchema, { signal }),
    enabled: loggedIn,
    refetchInterval: 10_000,
  });
  const cashout = useMutation({
    mutationFn: (bet: ServerBetBody) =>
      apiFetch('/api/sb/bets/cashout', z.object({ data: serverBetSchema }), {
        method: 'POST',
        body: { bet_id: bet.id, to_cashout: bet.to_cashout },
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['bets'] });
      void reloadPlayer();
    },
  });
  if (!loggedIn)
    return <p className={styles.empty}>{intl.formatMessage({ id: 'mybets.sign-in' })}</p>;
  const money = (bet: ServerBetBody, value: number) =>
    formatMoney(
      minorUnits(value),
      currencyOf(bet.stake.currency) ?? {
        code: bet.stake.currency,
        subunits: bet.stake.subunits,
        fiat: true,
      },
      locale,
    );
  return (
    <div>
      <div
        className={styles.types}
        role="group"
        aria-label={intl.formatMessage({ id: 'mybets.filter' })}
      >
        {(['open', 'settled'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
          >
            {intl.formatMessage({ id: `mybets.${name}` })}
          </button>
        ))}
      </div>
      {bets.isPending ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'mybets.loading' })}</p>
      ) : bets.isError ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage({ id: 'global-error.default.description' })}
        </p>
      ) : bets.data.data.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: `mybets.empty.${filter}` })}</p>
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
                    <span>{s.odds.toFixed(2)}</span>
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
              {bet.to_cashout ? (
                <button
                  type="button"
                  className={styles.secondaryButton}
                  disabled={cashout.isPending}
                  onClick={() => cashout.mutate(bet)}
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
