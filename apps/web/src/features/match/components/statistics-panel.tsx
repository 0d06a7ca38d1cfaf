'use client';
// The statistics tab: period-by-period scores and the clock, from the live store.
import type { Match } from '@sportsbook/contracts';
import { useIntl } from 'react-intl';
import { useLiveMatch } from '@/lib/live/hooks';
import { useMarketNames } from '@/lib/i18n/market-names';
import styles from './match-view.module.css';

export function StatisticsPanel({ match }: { match: Match }) {
  const intl = useIntl();
  const names = useMarketNames();
  const live = useLiveMatch(match.id, { status: match.status, statistics: match.statistics });
  const { statistics } = live;
  if (!statistics.total_score)
    return <p className={styles.notice}>{intl.formatMessage({ id: 'match.statistics.empty' })}</p>;
  const home = match.competitors.home?.name ?? '';
  const away = match.competitors.away?.name ?? '';
  return (
    <dl className={styles.notice}>
      <dt>{intl.formatMessage({ id: 'match.scoreboard.total' })}</dt>
      <dd>
        {home} {statistics.total_score.home} : {statistics.total_score.away} {away}
      </dd>
      {statistics.period_score.map((period) => (
        <div key={period.number}>
          <dt>{names.period(period)}</dt>
          <dd>
            {period.home} : {period.away}
          </dd>
        </div>
      ))}
    </dl>
  );
}
