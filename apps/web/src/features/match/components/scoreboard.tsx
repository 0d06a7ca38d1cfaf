'use client';
// Teams, live clock, score, period scores and (tennis) the server and game points.
import type { Match } from '@sportsbook/contracts';
import { tennisPointDisplay, MATCH_STATUS } from '@sportsbook/domain';
import { useIntl } from 'react-intl';
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { useLiveMatch } from '@/lib/live/hooks';
import { useMarketNames } from '@/lib/i18n/market-names';
import styles from './scoreboard.module.css';
import { clockOf } from '@/lib/i18n/clock';

/** Re-renders with the live store's clock and score; the page around it does not. */
export function Scoreboard({ match }: { match: Match }) {
  const intl = useIntl();
  const names = useMarketNames();
  const live = useLiveMatch(match.id, { status: match.status, statistics: match.statistics });
  const { statistics } = live;
  const home = match.competitors.home?.name ?? match.name;
  const away = match.competitors.away?.name ?? '';
  const isLive = live.status === MATCH_STATUS.live || live.status === MATCH_STATUS.stopped;
  const start = new Date(match.start_time);
  const tennisLike = statistics.game_score !== null;
  return (
    <section className={styles.board} aria-label={match.name}>
      <h1 className="visually-hidden">{match.name}</h1>
      <FavouriteStar
        type="matches"
        id={match.id}
        name={match.name}
        size={22}
        className={styles.star}
      />
      <p className={styles.meta}>
        {match.tournament.category.name} · {match.tournament.name}
      </p>
      <div className={styles.teams}>
        <Team name={home} serving={statistics.current_server === 'home'} />
        <div className={styles.centre}>
          {statistics.total_score ? (
            // A new score is announced; the clock, moving every few seconds, is not.
            <span className={styles.score} aria-live="polite">
              {statistics.total_score.home} : {statistics.total_score.away}
            </span>
          ) : (
            <span className={styles.kickoff}>
              {intl.formatTime(start, {
                hour: '2-digit',
                minute: '2-digit',
                ...clockOf(intl.locale),
              })}
            </span>
          )}
          <span className={isLive ? styles.live : styles.status}>
            {isLive
              ? `${intl.formatMessage({ id: 'match.live' })} ${statistics.clock?.match_time ?? ''}`
              : live.status === MATCH_STATUS.prematch
                ? intl.formatDate(start, { weekday: 'short', day: 'numeric', month: 'short' })
                : intl.formatMessage({ id: `match.status.${live.status}` })}
          </span>
          {tennisLike && statistics.game_score && isLive ? (
            <span className={styles.points}>
              {tennisPointDisplay(statistics.game_score.home)} -{' '}
              {tennisPointDisplay(statistics.game_score.away)}
            </span>
          ) : null}
        </div>
        <Team name={away} serving={statistics.current_server === 'away'} />
      </div>
      {statistics.period_score.length > 0 ? (
        <table className={styles.periods}>
          <caption className="visually-hidden">
            {intl.formatMessage({ id: 'match.scoreboard.period' })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'match.scoreboard.period' })}</th>
              {statistics.period_score.map((period) => (
                <th scope="col" key={period.number}>
                  {names.period(period)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side) => (
              <tr key={side}>
                <th scope="row">{side === 'home' ? home : away}</th>
                {statistics.period_score.map((period) => (
                  <td key={period.number}>{period[side]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/** An outright's header: what is being won, by how many, and when it is decided. */
export function OutrightBoard({ match }: { match: Match }) {
  const intl = useIntl();
  const live = useLiveMatch(match.id, { status: match.status, statistics: match.statistics });
  const open = live.status === MATCH_STATUS.prematch || live.status === MATCH_STATUS.live;
  const ends = match.end_date ? new Date(match.end_date) : null;
  return (
    <section className={styles.board} aria-labelledby={`outright-${match.id}`}>
      <p className={styles.meta}>
        {match.tournament.category.name} · {match.tournament.name}
      </p>
      <h1 className={styles.outrightTitle} id={`outright-${match.id}`}>
        {match.name}
      </h1>
      <p className={styles.outrightFacts}>
        <span className={styles.outrightTag}>{intl.formatMessage({ id: 'match.outright' })}</span>
        {match.outright_competitors.length > 0 ? (
          <span>
            {intl.formatMessage(
              { id: 'match.outright.competitors' },
              { count: match.outright_competitors.length },
            )}
          </span>
        ) : null}
        <span>
          {open && ends
            ? intl.formatMessage(
                { id: 'match.outright.ends' },
                { date: intl.formatDate(ends, { day: 'numeric', month: 'long', year: 'numeric' }) },
              )
            : intl.formatMessage({ id: `match.status.${live.status}` })}
        </span>
      </p>
    </section>
  );
}

/** A team's badge: the first letter of its name, past digits and dots ("F" for "1. FC Union Berlin"). */
const initialOf = (name: string) => /\p{L}/u.exec(name)?.[0] ?? name.slice(0, 1);

function Team({ name, serving }: { name: string; serving: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.team}>
      <span className={styles.badge} aria-hidden="true">
        {initialOf(name)}
      </span>
      <span className={styles.name}>{name}</span>
      {serving ? (
        <span
          className={styles.serving}
          title={intl.formatMessage({ id: 'match.scoreboard.serving' }, { name })}
        >
          <span className="visually-hidden">
            {intl.formatMessage({ id: 'match.scoreboard.serving' }, { name })}
          </span>
          ●
        </span>
      ) : null}
    </div>
  );
}
