'use client';
// The live match tracker: the playing surface of the match's sport with where the last event
// happened, and the latest events as text (the drawing's text alternative, announced politely).
// Drawn from the live statistics the match channel carries; loaded only on a live match's page.
import type { Match } from '@sportsbook/contracts';
import { MATCH_STATUS } from '@sportsbook/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { directionOf } from '@/lib/i18n/locales';
import { useMarketNames } from '@/lib/i18n/market-names';
import { useLiveMatch } from '@/lib/live/hooks';
import { eventMessageId, keepEvents, trackerEvents, type TrackerEvent } from './tracker-events';
import { Surface, surfaceOf } from './surface';
import styles from './live-tracker.module.css';

function useTrackerEvents(match: Match) {
  const live = useLiveMatch(match.id, { status: match.status, statistics: match.statistics });
  const [state, setState] = useState({ seen: live.statistics, events: [] as TrackerEvent[] });
  // Events are read while rendering from the statistics the store hands over (React's pattern
  // for state derived from a changed input), so each update is seen once, in order.
  let { events } = state;
  if (state.seen !== live.statistics) {
    const added = trackerEvents(state.seen, live.statistics, (events[0]?.seq ?? 0) + 1);
    if (added.length > 0) events = keepEvents(events, added);
    setState({ seen: live.statistics, events });
  }
  return { live, events };
}

export function LiveTracker({ match }: { match: Match }) {
  const intl = useIntl();
  const names = useMarketNames();
  const { live, events } = useTrackerEvents(match);
  const home = match.competitors.home?.name ?? '';
  const away = match.competitors.away?.name ?? '';
  const score = live.statistics.total_score;
  const last = events[0];
  const team = (side: 'home' | 'away') => (side === 'home' ? home : away);
  const describe = (event: TrackerEvent) =>
    event.kind === 'period'
      ? intl.formatMessage(
          { id: 'matchCentre.tracker.period' },
          { period: names.period(event.period) },
        )
      : intl.formatMessage(
          { id: eventMessageId(match.tournament.sport.key, event.kind) },
          { team: team(event.side), points: event.kind === 'score' ? event.points : 1 },
        );
  const isLive = live.status === MATCH_STATUS.live || live.status === MATCH_STATUS.stopped;
  const summary = intl.formatMessage(
    { id: 'matchCentre.tracker.summary' },
    {
      home,
      away,
      homeScore: score?.home ?? 0,
      awayScore: score?.away ?? 0,
      // Sports without a clock (tennis) leave it out.
      time: live.statistics.clock?.match_time || 'none',
      last: last ? describe(last) : intl.formatMessage({ id: 'matchCentre.tracker.waiting' }),
    },
  );
  return (
    <section className={styles.tracker} aria-labelledby={`tracker-${match.id}`}>
      <h2 className={styles.title} id={`tracker-${match.id}`}>
        {intl.formatMessage({ id: 'matchCentre.tracker.title' })}
        {isLive ? (
          <span className={styles.clock}>{live.statistics.clock?.match_time ?? ''}</span>
        ) : null}
      </h2>
      <Surface
        kind={surfaceOf(match.tournament.sport.key)}
        label={summary}
        home={home}
        away={away}
        focus={last ? (last.kind === 'period' ? 'centre' : last.side) : null}
        pulse={last?.seq ?? 0}
        rtl={directionOf(intl.locale) === 'rtl'}
      />
      <h3 className="visually-hidden">
        {intl.formatMessage({ id: 'matchCentre.tracker.latest' })}
      </h3>
      <ol className={styles.events} aria-live="polite">
        {events.length === 0 ? (
          <li className={styles.waiting}>
            {intl.formatMessage({ id: 'matchCentre.tracker.waiting' })}
          </li>
        ) : (
          events.map((event) => (
            <li
              key={event.seq}
              className={styles.event}
              data-side={event.kind === 'period' ? undefined : event.side}
            >
              {event.at ? <span className={styles.at}>{event.at}</span> : null}
              <span>{describe(event)}</span>
            </li>
          ))
        )}
      </ol>
    </section>
  );
}
