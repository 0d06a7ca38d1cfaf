'use client';
// A hunting tournament: its pool (kept live by tournament_pool_changed), period and prizes, the
// player's position, activation, and the leaderboard on demand.
import type { Bonus } from '@sportsbook/contracts';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { clockOf } from '@/lib/i18n/clock';
import { Leaderboard } from './leaderboard';
import { CardHeading } from './card-heading';
import { money } from './money';
import styles from './hunting.module.css';
import { useActivate } from './use-activate';

export function TournamentCard({ bonus }: { bonus: Bonus }) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const { busy, refusal, activate } = useActivate();
  const currency = bonus.currency ?? 'EUR';
  const date = (iso: string | undefined) =>
    iso
      ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', ...clockOf(intl.locale) })
      : '';
  const joined = bonus.status === 'active' || bonus.status === 'bonus_over';
  return (
    <li
      className={styles.card}
      aria-labelledby={`${id}-title`}
      data-testid="tournament-card"
      data-open={open || undefined}
    >
      <CardHeading id={id} kind="tournament.kind" bonus={bonus} />
      <p className={styles.pool}>
        <span>{intl.formatMessage({ id: 'tournament.pool' })}</span>{' '}
        <strong data-testid="tournament-pool">
          {money(intl, bonus.pool_amount ?? 0, currency)}
        </strong>
      </p>
      <dl className={styles.facts}>
        <dt>{intl.formatMessage({ id: 'tournament.period' })}</dt>
        <dd>
          <time dateTime={bonus.starts_at}>{date(bonus.starts_at)}</time> –{' '}
          <time dateTime={bonus.ends_at}>{date(bonus.ends_at)}</time>
        </dd>
        {joined ? (
          <>
            <dt>{intl.formatMessage({ id: 'tournament.position' })}</dt>
            <dd data-testid="tournament-position">
              {bonus.position ?? intl.formatMessage({ id: 'tournament.no-position' })}
            </dd>
          </>
        ) : null}
      </dl>
      {bonus.prizes?.length ? (
        <ul className={styles.prizes} aria-label={intl.formatMessage({ id: 'tournament.prizes' })}>
          {bonus.prizes.map((prize) => (
            <li key={prize.position}>
              {intl.formatMessage(
                { id: 'tournament.prize' },
                { position: prize.position, amount: money(intl, prize.amount, currency) },
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {refusal ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage({ id: refusal })}
        </p>
      ) : null}
      <div className={styles.actions}>
        {bonus.status === 'available' || bonus.status === 'not_available' ? (
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'tournament.join-named' }, { name: bonus.name })}
            onClick={() => void activate(bonus.id)}
          >
            {intl.formatMessage({ id: 'tournament.join' })}
          </button>
        ) : null}
        {joined ? (
          <button
            type="button"
            className={styles.button}
            aria-expanded={open}
            aria-controls={`${id}-board`}
            onClick={() => setOpen((o) => !o)}
          >
            {intl.formatMessage({ id: open ? 'tournament.hide' : 'tournament.show' })}
          </button>
        ) : null}
      </div>
      <div id={`${id}-board`} hidden={!open}>
        {open ? <Leaderboard bonusId={bonus.id} name={bonus.name} /> : null}
      </div>
    </li>
  );
}
