'use client';
// The statistics tab: period-by-period scores from the live store, then the match's timeline or
// line-ups (one at a time, each loaded when shown), then its history (head-to-head and form).
import type { Match } from '@sportsbook/contracts';
import { lazyComponent } from '@/lib/lazy-component';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLiveMatch } from '@/lib/live/hooks';
import { useMarketNames } from '@/lib/i18n/market-names';
import styles from './match-view.module.css';
import centre from './match-centre.module.css';

const MatchHistory = lazyComponent(() => import('./match-history').then((m) => m.MatchHistory));

const MatchTimeline = lazyComponent(() => import('./match-timeline').then((m) => m.MatchTimeline));

const MatchLineups = lazyComponent(() => import('./match-lineups').then((m) => m.MatchLineups));

type View = 'timeline' | 'lineups';

/** The views a sport's simulated matches have: soccer its events and squads, some sports squads. */
function viewsOf(sportKey: string): View[] {
  if (sportKey === 'soccer') return ['timeline', 'lineups'];
  return sportKey === 'basketball' || sportKey === 'ice-hockey' ? ['lineups'] : [];
}

export function StatisticsPanel({ match }: { match: Match }) {
  const teams = !!(match.competitors.home && match.competitors.away);
  const views = viewsOf(match.tournament.sport.key);
  return (
    <>
      <PeriodScores match={match} />
      {teams && views.length > 0 ? <MatchCentreViews match={match} views={views} /> : null}
      {teams ? <MatchHistory match={match} /> : null}
    </>
  );
}

/** The timeline and the line-ups, one at a time behind toggle buttons. */
function MatchCentreViews({ match, views }: { match: Match; views: View[] }) {
  const intl = useIntl();
  const base = useId();
  const [chosen, setView] = useState<View>(views[0] ?? 'lineups');
  const view = views.includes(chosen) ? chosen : (views[0] ?? 'lineups');
  return (
    <>
      <div className={centre.switch}>
        {views.map((name) => (
          <button
            key={name}
            id={`${base}-${name}`}
            type="button"
            aria-pressed={view === name}
            aria-controls={`${base}-view`}
            className={centre.switchButton}
            onClick={() => setView(name)}
          >
            {intl.formatMessage({ id: `match.${name}.title` })}
          </button>
        ))}
      </div>
      <section id={`${base}-view`} aria-labelledby={`${base}-${view}`} className={centre.view}>
        <h3 className="visually-hidden">{intl.formatMessage({ id: `match.${view}.title` })}</h3>
        {view === 'timeline' ? <MatchTimeline match={match} /> : <MatchLineups match={match} />}
      </section>
    </>
  );
}

function PeriodScores({ match }: { match: Match }) {
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
