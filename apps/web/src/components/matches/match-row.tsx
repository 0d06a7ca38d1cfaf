'use client';
// One match in a list: start time or live clock and score, teams, the main market's prices and,
// on wide screens, the secondary market's.
import { MATCH_STATUS } from '@sportsbook/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { LocalLink } from '@/components/ui/local-link';
import { MarketOutcomes } from '@/components/odds/market-outcomes';
import type { Locale } from '@/lib/i18n/locales';
import type { ListMatch } from './list-match';
import { useLiveMatch } from '@/lib/live/hooks';
import type { LiveMatchState } from '@/lib/live/live-catalogue';
import styles from './match-row.module.css';
import { clockOf } from '@/lib/i18n/clock';

/** Draws a name: search results mark the part that matched (a client list passes it). */
export type NameRenderer = (name: string) => ReactNode;

/**
 * The start time, or the live clock and period, as the live store has them. Live updates (the clock
 * every few seconds) re-render this and the scores, not the row with its prices.
 */
function MatchWhen({
  matchId,
  initial,
  start,
}: {
  matchId: number;
  initial: LiveMatchState;
  start: Date;
}) {
  const intl = useIntl();
  const live = useLiveMatch(matchId, initial);
  const isLive = live.status === MATCH_STATUS.live || live.status === MATCH_STATUS.stopped;
  return (
    <div className={styles.when}>
      {isLive ? (
        <>
          <span className={styles.live}>{intl.formatMessage({ id: 'match.live' })}</span>
          <span className={styles.clock}>{live.statistics.clock?.match_time ?? ''}</span>
        </>
      ) : live.status === MATCH_STATUS.prematch ? (
        <>
          <span>{intl.formatDate(start, { day: '2-digit', month: 'short' })}</span>
          <span className={styles.clock}>
            {intl.formatTime(start, {
              hour: '2-digit',
              minute: '2-digit',
              ...clockOf(intl.locale),
            })}
          </span>
        </>
      ) : (
        <>
          {live.status === MATCH_STATUS.closed || live.status === MATCH_STATUS.finished ? (
            <span>{intl.formatDate(start, { day: '2-digit', month: 'short' })}</span>
          ) : null}
          <span className={styles.clock}>
            {intl.formatMessage({ id: `match.status.${live.status}` })}
          </span>
        </>
      )}
    </div>
  );
}

/**
 * One side: its name and, while the match has one, its score. Once the match is over the side
 * that won stands out and the side that lost steps back.
 */
function Team({
  matchId,
  initial,
  side,
  name,
  renderName,
}: {
  matchId: number;
  initial: LiveMatchState;
  side: 'home' | 'away';
  name: string;
  renderName?: NameRenderer | undefined;
}) {
  const live = useLiveMatch(matchId, initial);
  const score = live.statistics.total_score;
  const other = side === 'home' ? 'away' : 'home';
  const over = live.status === MATCH_STATUS.closed || live.status === MATCH_STATUS.finished;
  const result = over && score ? Math.sign(score[side] - score[other]) : 0;
  return (
    <span className={styles.team} data-result={['lost', undefined, 'won'][result + 1]}>
      <span className={styles.name}>{renderName ? renderName(name) : name}</span>
      {score ? <span className={styles.score}>{score[side]}</span> : null}
    </span>
  );
}

export function MatchRow({
  match,
  locale,
  results = false,
  renderName,
}: {
  match: ListMatch;
  locale: Locale;
  /** A finished match: its score, without prices. */
  results?: boolean;
  /** How a team's name is drawn (search results mark what matched); as it is by default. */
  renderName?: NameRenderer | undefined;
}) {
  const intl = useIntl();
  const initial: LiveMatchState = { status: match.status, statistics: match.statistics };
  const home = match.competitors.home?.name ?? match.name;
  const away = match.competitors.away?.name ?? '';
  const title = away ? intl.formatMessage({ id: 'match.vs' }, { home, away }) : home;
  const href = `/${match.tournament.sport.key}/${match.slug}`;
  const start = new Date(match.start_time);
  return (
    <article
      className={styles.row}
      // A row out of view: the browser skips it (content-visibility) and live prices wait for it.
      data-skippable=""
      // An outright (a season's winner) has no prices in the list: its name takes their room.
      data-names-only={(!match.main_market && !match.secondary_market) || results || undefined}
      aria-label={title}
    >
      <div className={styles.lead}>
        {results ? null : (
          <FavouriteStar type="matches" id={match.id} name={title} className={styles.star} />
        )}
        <MatchWhen matchId={match.id} initial={initial} start={start} />
      </div>
      <LocalLink href={href} locale={locale} className={styles.teams}>
        <Team
          matchId={match.id}
          initial={initial}
          side="home"
          name={home}
          renderName={renderName}
        />
        {away ? (
          <Team
            matchId={match.id}
            initial={initial}
            side="away"
            name={away}
            renderName={renderName}
          />
        ) : null}
      </LocalLink>
      {results ? null : (
        <>
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
        </>
      )}
    </article>
  );
}
