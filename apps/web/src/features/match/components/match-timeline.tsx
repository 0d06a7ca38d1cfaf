'use client';
// The statistics tab's timeline: goals (scorer, minute, score after) and cards in the order they
// happened, then corners, cards and shots by side. Read again when the live score or period moves
// and every few seconds while the match is live (cards change no score). Loaded with its view.
import type { Match, TimelineEvent } from '@sportsbook/contracts';
import { MATCH_STATUS } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { useLiveMatch } from '@/lib/live/hooks';
import { matchTimelineQuery } from '../api/match-centre';
import styles from './match-centre.module.css';

const LIVE_POLL_MS = 15_000;
const TOTALS = ['corners', 'yellow_cards', 'red_cards', 'shots', 'shots_on_target'] as const;

function Entry({ event, match }: { event: TimelineEvent; match: Match }) {
  const intl = useIntl();
  const kind = intl.formatMessage({ id: `match.timeline.${event.kind}` });
  const team =
    (event.side === 'home' ? match.competitors.home : match.competitors.away)?.name ?? '';
  return (
    <li className={styles.event} data-side={event.side} data-kind={event.kind}>
      <span className={styles.minute}>
        {intl.formatMessage({ id: 'match.timeline.minute' }, { minute: event.minute })}
      </span>
      <span className={styles.mark} aria-hidden="true" data-kind={event.kind} />
      <span className={styles.what}>
        <span className="visually-hidden">
          {intl.formatMessage(
            { id: 'match.timeline.entry' },
            { minute: event.minute, kind, player: event.player_name, team },
          )}
        </span>
        <span aria-hidden="true">
          <bdi className={styles.actor}>{event.player_name}</bdi>{' '}
          <span className={styles.kind}>{kind}</span>
        </span>
      </span>
      {event.score ? (
        <span className={styles.score}>
          {event.score.home}:{event.score.away}
        </span>
      ) : null}
    </li>
  );
}

function MatchTimelineBody({ match }: { match: Match }) {
  const intl = useIntl();
  const live = useLiveMatch(match.id, { status: match.status, statistics: match.statistics });
  const score = live.statistics.total_score;
  const revision = `${live.status}:${score?.home ?? '-'}:${score?.away ?? '-'}:${live.statistics.period_score.length}`;
  const playing = live.status === MATCH_STATUS.live || live.status === MATCH_STATUS.stopped;
  const timeline = useQuery({
    ...matchTimelineQuery(match.id, revision, playing ? LIVE_POLL_MS : false),
    meta: { inlineError: true },
  });
  if (timeline.isPending)
    return <p className={styles.none}>{intl.formatMessage({ id: 'matchCentre.loading' })}</p>;
  if (timeline.isError)
    return (
      <p className={styles.none}>{intl.formatMessage({ id: 'match.timeline.unavailable' })}</p>
    );
  const { events, totals } = timeline.data;
  const home = match.competitors.home?.name ?? '';
  const away = match.competitors.away?.name ?? '';
  return (
    <div className={styles.body}>
      {events.length === 0 ? (
        <p className={styles.none}>{intl.formatMessage({ id: 'match.timeline.empty' })}</p>
      ) : (
        <ol className={styles.events} data-testid="match-timeline">
          {events.map((event, i) => (
            <Entry key={`${event.minute}-${event.player_id}-${i}`} event={event} match={match} />
          ))}
        </ol>
      )}
      {totals ? (
        <table className={styles.totals}>
          <caption>{intl.formatMessage({ id: 'match.timeline.totals' })}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{home}</th>
              <th scope="col">{away}</th>
            </tr>
          </thead>
          <tbody>
            {TOTALS.map((key) => (
              <tr key={key}>
                <th scope="row">{intl.formatMessage({ id: `match.timeline.${key}` })}</th>
                <td>{totals[key].home}</td>
                <td>{totals[key].away}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

export const MatchTimeline = withQueryClient(MatchTimelineBody);
