// The live tracker's events, read from successive live statistics: a score that moved is a goal
// (a point, a game…) for that side, a new period is its start, a period score that stops moving
// is its end. The feed sends statistics, not play-by-play, so this is what a tracker can honestly
// draw from it.
import type { MatchStatistics } from '@sportsbook/contracts';

type Side = 'home' | 'away';

export type TrackerEvent =
  | { kind: 'score'; side: Side; points: number; at: string | null; seq: number }
  /** Tennis and the like: a game or a set won (the total score counts sets there). */
  | { kind: 'game' | 'set'; side: Side; at: string | null; seq: number }
  | {
      kind: 'period';
      /** The period as the names read it (number, key and the feed's own name). */
      period: { number: number; period_key: string; period_name: string };
      at: string | null;
      seq: number;
    };

type Score = { home: number; away: number };

/** The tracker keeps this many events, newest first. */
export const TRACKER_EVENTS_KEPT = 6;

/** Events that lead from `before` to `after`, numbered from `seq` on. */
export function trackerEvents(
  before: MatchStatistics,
  after: MatchStatistics,
  seq: number,
): TrackerEvent[] {
  const at = after.clock?.match_time ?? null;
  const events: TrackerEvent[] = [];
  const known = new Set(before.period_score.map((period) => period.number));
  for (const period of after.period_score)
    if (!known.has(period.number))
      events.push({
        kind: 'period',
        period: {
          number: period.number,
          period_key: period.period_key,
          period_name: period.period_name,
        },
        at,
        seq: 0,
      });
  const gains = (was: Score | null | undefined, now: Score | null | undefined) =>
    (['home', 'away'] as const)
      .map((side) => ({ side, by: now ? now[side] - (was?.[side] ?? 0) : 0 }))
      .filter(({ by }) => by > 0);
  if (after.game_score !== null) {
    // Sets in the total, games in the current set's score.
    const current = after.period_score.at(-1);
    const earlier = before.period_score.find((period) => period.number === current?.number);
    for (const { side } of gains(earlier, earlier ? current : undefined))
      events.push({ kind: 'game', side, at, seq: 0 });
    for (const { side } of gains(before.total_score, after.total_score))
      events.push({ kind: 'set', side, at, seq: 0 });
  } else {
    for (const { side, by } of gains(before.total_score, after.total_score))
      events.push({ kind: 'score', side, points: by, at, seq: 0 });
  }
  return events.map((event, index) => ({ ...event, seq: seq + index }));
}

/** The catalogue's esports (their matches are played on maps). */
export const ESPORTS = new Set(['cs2', 'dota2', 'lol']);

/** Esports whose game score counts kills (the others count rounds). */
const KILL_COUNTS = new Set(['dota2', 'lol']);

/**
 * The message an event of a sport is told with: a run in cricket; in esports a round or a kill
 * (the current map's score) and a map (the total); points and games in table tennis; games and
 * sets in tennis.
 */
export function eventMessageId(sportKey: string, kind: TrackerEvent['kind']): string {
  if (kind === 'score' && sportKey === 'cricket') return 'matchCentre.tracker.runs';
  // Table tennis counts points in each game and games in the match (no sets).
  if (sportKey === 'table-tennis') {
    if (kind === 'game') return 'matchCentre.tracker.point';
    if (kind === 'set') return 'matchCentre.tracker.game';
  }
  if (ESPORTS.has(sportKey)) {
    if (kind === 'set') return 'matchCentre.tracker.map';
    if (kind === 'game')
      return KILL_COUNTS.has(sportKey) ? 'matchCentre.tracker.kill' : 'matchCentre.tracker.round';
  }
  return `matchCentre.tracker.${kind}`;
}

/** The kept list after new events: newest first, at most TRACKER_EVENTS_KEPT. */
export function keepEvents(kept: TrackerEvent[], added: TrackerEvent[]): TrackerEvent[] {
  return [...added.reverse(), ...kept].slice(0, TRACKER_EVENTS_KEPT);
}
