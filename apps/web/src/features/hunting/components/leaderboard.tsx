'use client';
// A tournament's leaderboard: a table with its caption, the current player's row marked (and
// told to screen readers), other players' e-mails masked by the API.
import type { TournamentRating } from '@sportsbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ratingQuery } from '../api/hunting';
import { money } from './money';
import styles from './hunting.module.css';

function Standing({ rating }: { rating: TournamentRating }) {
  const intl = useIntl();
  const me = rating.current_user;
  return (
    <p className={styles.standing} role="status" data-testid="tournament-standing">
      {me
        ? intl.formatMessage(
            { id: 'tournament.you-are' },
            {
              position: me.position,
              amount: money(intl, me.farmed_amount, me.currency_code),
            },
          )
        : intl.formatMessage({ id: 'tournament.not-ranked' })}
    </p>
  );
}

export function Leaderboard({ bonusId, name }: { bonusId: string; name: string }) {
  const intl = useIntl();
  const captionId = useId();
  const rating = useQuery(ratingQuery(bonusId));
  if (!rating.data) {
    return rating.isError ? (
      <p className={styles.error} role="alert">
        {intl.formatMessage({ id: 'tournament.rating-failed' })}
      </p>
    ) : (
      <p className={styles.muted} role="status">
        {intl.formatMessage({ id: 'tournament.loading' })}
      </p>
    );
  }
  const { data, current_user: me } = rating.data;
  const rows = me && !data.some((r) => r.current_user) ? [...data, me] : data;
  return (
    <div className={styles.leaderboard}>
      <Standing rating={rating.data} />
      {rows.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage({ id: 'tournament.empty' })}</p>
      ) : (
        // A narrow screen scrolls the table sideways: the region takes the focus for the keys.
        <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table} data-testid="tournament-leaderboard">
            <caption id={captionId}>
              {intl.formatMessage({ id: 'tournament.caption' }, { name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'tournament.col.position' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'tournament.col.player' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'tournament.col.farmed' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'tournament.col.freebets' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'tournament.col.prize' })}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={`${row.position}-${row.email}`}
                  data-current={row.current_user || undefined}
                  aria-current={row.current_user ? 'true' : undefined}
                >
                  <th scope="row">{row.position}</th>
                  <td>
                    <bdi>{row.email}</bdi>
                    {row.current_user ? (
                      <span className={styles.you}>
                        {' '}
                        {intl.formatMessage({ id: 'tournament.you' })}
                      </span>
                    ) : null}
                  </td>
                  <td>{money(intl, row.farmed_amount, row.currency_code)}</td>
                  <td>{row.farmed_freebets_count}</td>
                  <td>{row.prize > 0 ? money(intl, row.prize, row.currency_code) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
