'use client';
// A hunting: its points towards the target as a progress bar, the freebet at the target, the
// bets that farmed, and activation.
import type { Bonus } from '@sportsbook/contracts';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CardHeading } from './card-heading';
import { money } from './money';
import styles from './hunting.module.css';
import { useActivate } from './use-activate';

export function HuntingCard({ bonus }: { bonus: Bonus }) {
  const intl = useIntl();
  const id = useId();
  const { busy, refusal, activate } = useActivate();
  const target = bonus.target_points ?? 0;
  const points = Math.min(bonus.points ?? 0, target);
  const freebet = money(intl, bonus.potential_freebet_amount ?? 0, bonus.currency ?? 'EUR');
  const progress = intl.formatMessage({ id: 'hunting.progress' }, { points, target });
  return (
    <li className={styles.card} aria-labelledby={`${id}-title`} data-testid="hunting-card">
      <CardHeading id={id} kind="hunting.kind" bonus={bonus} />
      <div className={styles.meter}>
        <span id={`${id}-bar`} className={styles.meterLabel}>
          {intl.formatMessage({ id: 'hunting.points' })}
        </span>
        <div
          className={styles.bar}
          role="progressbar"
          aria-labelledby={`${id}-bar`}
          aria-valuemin={0}
          aria-valuemax={target}
          aria-valuenow={points}
          aria-valuetext={progress}
        >
          <span style={{ inlineSize: `${target > 0 ? (points / target) * 100 : 0}%` }} />
        </div>
        <span className={styles.meterValue} data-testid="hunting-points">
          {progress}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>{intl.formatMessage({ id: 'hunting.freebet' })}</dt>
        <dd>{freebet}</dd>
        <dt>{intl.formatMessage({ id: 'hunting.bets' })}</dt>
        <dd>{bonus.bets_count ?? 0}</dd>
        {bonus.min_odds ? (
          <>
            <dt>{intl.formatMessage({ id: 'hunting.min-odds' })}</dt>
            <dd>
              {intl.formatNumber(bonus.min_odds, {
                minimumFractionDigits: 2,
                maximumFractionDigits: 2,
              })}
            </dd>
          </>
        ) : null}
      </dl>
      {bonus.farm_once_per_event ? (
        <p className={styles.note}>{intl.formatMessage({ id: 'hunting.once-per-event' })}</p>
      ) : null}
      {refusal ? (
        <p id={`${id}-refusal`} className={styles.error} role="alert">
          {intl.formatMessage({ id: refusal })}
        </p>
      ) : null}
      {bonus.status === 'available' || bonus.status === 'not_available' ? (
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'hunting.activate-named' }, { name: bonus.name })}
          onClick={() => void activate(bonus.id)}
        >
          {intl.formatMessage({ id: 'hunting.activate' })}
        </button>
      ) : null}
    </li>
  );
}
