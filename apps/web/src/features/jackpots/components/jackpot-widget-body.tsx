'use client';
// The jackpots with their levels and pools, refetched every 15 s (spec 4) so the amounts grow
// as bets feed them.
import type { Jackpot } from '@sportsbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { getJackpots } from '../api/jackpots';
import { JACKPOT_REFETCH_MS } from '../timing';
import { money } from './jackpot-money';
import styles from './jackpots.module.css';

function JackpotCard({ jackpot }: { jackpot: Jackpot }) {
  const intl = useIntl();
  const id = useId();
  return (
    <article className={styles.card} aria-labelledby={id} data-testid="jackpot-card">
      <div className={styles.head}>
        <h3 id={id} className={styles.name}>
          {jackpot.name}
        </h3>
        {jackpot.state === 'active' ? null : (
          <span className={styles.badge}>
            {intl.formatMessage({ id: `jackpots.state.${jackpot.state}` })}
          </span>
        )}
      </div>
      <p className={styles.amount} data-testid="jackpot-amount">
        {money(intl, jackpot.amount, jackpot.currency)}
      </p>
      <ul className={styles.levels} aria-label={intl.formatMessage({ id: 'jackpots.levels' })}>
        {jackpot.levels.map((level) => (
          <li
            key={level.code}
            className={styles.level}
            data-state={level.state}
            data-testid={`jackpot-level-${level.code}`}
          >
            <span className={styles.levelName}>
              {level.name}
              {level.state === 'active' ? null : (
                <span className={styles.muted}>
                  {' '}
                  ({intl.formatMessage({ id: 'jackpots.level.inactive' })})
                </span>
              )}
            </span>
            <span className={styles.levelPool}>
              {money(intl, level.pool_amount, jackpot.currency)}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {intl.formatMessage(
          { id: 'jackpots.contribution' },
          {
            percent: intl.formatNumber(jackpot.contribution_percent / 100, {
              style: 'percent',
              maximumFractionDigits: 2,
            }),
            minStake: money(intl, jackpot.min_stake, jackpot.currency),
          },
        )}
      </p>
    </article>
  );
}

function JackpotWidgetBody() {
  const intl = useIntl();
  const id = useId();
  const jackpots = useQuery({
    queryKey: ['jackpots', intl.locale],
    queryFn: ({ signal }) => getJackpots(intl.locale, signal),
    refetchInterval: JACKPOT_REFETCH_MS,
    staleTime: 0,
  });
  if (!jackpots.data || jackpots.data.length === 0) return null;
  return (
    <section className={styles.widget} aria-labelledby={id} data-testid="jackpot-widget">
      <h2 id={id} className={styles.title}>
        {intl.formatMessage({ id: 'jackpots.title' })}
      </h2>
      <div className={styles.cards}>
        {jackpots.data.map((jackpot) => (
          <JackpotCard key={jackpot.id} jackpot={jackpot} />
        ))}
      </div>
    </section>
  );
}

export default withQueryClient(JackpotWidgetBody);
