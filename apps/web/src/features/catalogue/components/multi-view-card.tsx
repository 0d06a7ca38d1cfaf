'use client';
// One match of the live multi-view: its row (clock, score, main prices) and its period scores,
// kept live on the match's own channel while the card is shown.
import { MatchRow } from '@/components/matches/match-row';
import type { ListMatch } from '@/components/matches/list-match';
import { useMarketNames } from '@/lib/i18n/market-names';
import type { Locale } from '@/lib/i18n/locales';
import { useLiveMatch } from '@/lib/live/hooks';
import { MatchChannel } from '@/lib/live/live-updates';
import styles from './multi-view.module.css';

function PeriodScores({ match }: { match: ListMatch }) {
  const names = useMarketNames();
  const live = useLiveMatch(match.id, { status: match.status, statistics: match.statistics });
  const periods = live.statistics.period_score;
  if (periods.length === 0) return null;
  return (
    <ul className={styles.periods}>
      {periods.map((period) => (
        <li key={period.number}>
          <span className={styles.periodName}>{names.period(period)}</span> {period.home}:
          {period.away}
        </li>
      ))}
    </ul>
  );
}

export function MultiViewCard({
  match,
  league,
  locale,
}: {
  match: ListMatch;
  /** "Country · League". */
  league: string;
  locale: Locale;
}) {
  return (
    <li className={styles.card}>
      <MatchChannel matchId={match.id} />
      <p className={styles.league}>{league}</p>
      <MatchRow match={match} locale={locale} />
      <PeriodScores match={match} />
    </li>
  );
}
