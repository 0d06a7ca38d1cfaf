'use client';
// One match in a list: start time or live clock and score, teams, the main market's prices and,
// on wide screens, the secondary market's.
import type { Match } from '@sportsbook/contracts';
import { useIntl } from 'react-intl';
import { LocalLink } from '@/components/ui/local-link';
import { MarketOutcomes } from '@/components/odds/market-outcomes';
import type { Locale } from '@/lib/i18n/locales';
import { useLiveMatch } from '@/lib/live/hooks';
import styles from './match-row.module.css';

export function MatchRow({ match, locale }: { match: Match; locale: Locale }) {
  const intl = useIntl();
  const live = useLiveMatch(match.id, { status: match.status, statistics: match.statistics });
  const isLive = live.status === 1 || live.status === 2;
  const home = match.competitors.home?.name ?? match.name;
  const away = match.competitors.away?.name ?? '';
  const score = live.statistics.total_score;
  const href = `/${match.tournament.sport.key}/${match.slug}`;
  const start = new Date(match.start_time);
  return (
    <article
      className={styles.row}
      aria-label={away ? intl.formatMessage({ id: 'match.vs' }, { home, away }) : home}
    >
      <div className={styles.when}>
        {isLive ? (
          <>
            <span className={styles.live}>{intl.formatMessage({ id: 'match.live' })}</span>
            <span className={styles.clock}>{live.statistics.clock?.match_time ?? ''}</span>
          </>
        ) : live.status === 0 ? (
          <>
            <span>{intl.formatDate(start, { day: '2-digit', month: 'short' })}</span>
            <span className={styles.clock}>
              {intl.formatTime(start, { hour: '2-digit', minute: '2-digit' })}
            </span>
          </>
        ) : (
          <span>{intl.formatMessage({ id: `match.status.${live.status}` })}</span>
        )}
      </div>
      <LocalLink href={href} locale={locale} className={styles.teams}>
        <span className={styles.team}>
          <span className={styles.name}>{home}</span>
          {score ? <span className={styles.score}>{score.home}</span> : null}
        </span>
        {away ? (
          <span className={styles.team}>
            <span className={styles.name}>{away}</span>
            {score ? <span className={styles.score}>{score.away}</span> : null}
          </span>
        ) : null}
      </LocalLink>
      <div className={styles.market}>
        {match.main_market ? (
          <MarketOutcomes match={match} market={match.main_market} competitors={[home, away]} />
        ) : null}
      </div>
      {match.secondary_market ? (
        <div className={styles.secondary}>
          <MarketOutcomes
            match={match}
            market={match.secondary_market}
            competitors={[home, away]}
            compact
          />
        </div>
      ) : null}
      <LocalLink
        href={href}
        locale={locale}
        className={styles.more}
        aria-label={intl.formatMessage(
          { id: 'match.markets-count.label' },
          { count: match.available_markets },
        )}
      >
        {intl.formatMessage({ id: 'match.markets-count' }, { count: match.available_markets })}
      </LocalLink>
    </article>
  );
}
