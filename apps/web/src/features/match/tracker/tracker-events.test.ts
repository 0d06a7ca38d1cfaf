import type { MatchStatistics } from '@sportsbook/contracts';
import { describe, expect, it } from 'vitest';
import { surfaceOf } from './surface';
import {
  eventMessageId,
  keepEvents,
  trackerEvents,
  TRACKER_EVENTS_KEPT,
  type TrackerEvent,
} from './tracker-events';

const stats = (
  score: [number, number] | null,
  periods: number[],
  time = '10:00',
): MatchStatistics => ({
  clock: {
    match_time: time,
    stoppage_time: null,
    stoppage_time_announced: null,
    remaining_time: null,
    remaining_time_in_period: null,
    stopped: false,
    clock_updated_at: null,
  },
  total_score: score ? { home: score[0], away: score[1] } : null,
  game_score: null,
  period_score: periods.map((number) => ({
    home: 0,
    away: 0,
    number,
    period_key: `p${number}`,
    period_name: `${number}`,
    type: 'regular_period' as const,
  })),
  current_server: null,
  max_period_number: null,
});

describe('live tracker events from the live statistics', () => {
  it('reads a score that moved as a score for that side, at the clock’s time', () => {
    expect(trackerEvents(stats([0, 0], [1]), stats([1, 0], [1], '23:10'), 5)).toEqual([
      { kind: 'score', side: 'home', points: 1, at: '23:10', seq: 5 },
    ]);
  });

  it('counts the points of a basket', () => {
    expect(trackerEvents(stats([10, 8], [1]), stats([10, 11], [1]), 0)).toEqual([
      expect.objectContaining({ kind: 'score', side: 'away', points: 3 }),
    ]);
  });

  it('reads a new period as its start, before a score in the same update', () => {
    const events = trackerEvents(stats([1, 0], [1]), stats([1, 1], [1, 2]), 0);
    expect(events.map((event) => event.kind)).toEqual(['period', 'score']);
    expect(events.map((event) => event.seq)).toEqual([0, 1]);
  });

  it('sees nothing when nothing moved, nor in a score going down (a correction)', () => {
    expect(trackerEvents(stats([1, 0], [1]), stats([1, 0], [1], '11:00'), 0)).toEqual([]);
    expect(trackerEvents(stats([2, 0], [1]), stats([1, 0], [1]), 0)).toEqual([]);
  });

  it('reads games and sets where the total counts sets (tennis)', () => {
    const tennis = (sets: [number, number], games: [number, number]) => {
      const base = stats(sets, [1]);
      const [period] = base.period_score;
      return {
        ...base,
        game_score: { home: 0, away: 0 },
        period_score: [{ ...period!, home: games[0], away: games[1] }],
      };
    };
    expect(trackerEvents(tennis([0, 0], [2, 1]), tennis([0, 0], [2, 2]), 0)).toEqual([
      expect.objectContaining({ kind: 'game', side: 'away' }),
    ]);
    expect(trackerEvents(tennis([0, 0], [5, 4]), tennis([1, 0], [6, 4]), 0)).toEqual([
      expect.objectContaining({ kind: 'game', side: 'home' }),
      expect.objectContaining({ kind: 'set', side: 'home' }),
    ]);
  });

  it('keeps the newest events first, a bounded number of them', () => {
    const event = (seq: number): TrackerEvent => ({
      kind: 'score',
      side: 'home',
      points: 1,
      at: null,
      seq,
    });
    let kept: TrackerEvent[] = [];
    for (let seq = 0; seq < 10; seq += 1) kept = keepEvents(kept, [event(seq)]);
    expect(kept.map((e) => e.seq)).toEqual([9, 8, 7, 6, 5, 4].slice(0, TRACKER_EVENTS_KEPT));
    expect(keepEvents([], [event(1), event(2)]).map((e) => e.seq)).toEqual([2, 1]);
  });
});

describe('eventMessageId', () => {
  it('tells each sport’s events in its own words', () => {
    expect(eventMessageId('soccer', 'score')).toBe('matchCentre.tracker.score');
    expect(eventMessageId('cricket', 'score')).toBe('matchCentre.tracker.runs');
    expect(eventMessageId('tennis', 'game')).toBe('matchCentre.tracker.game');
    expect(eventMessageId('tennis', 'set')).toBe('matchCentre.tracker.set');
    expect(eventMessageId('cs2', 'game')).toBe('matchCentre.tracker.round');
    expect(eventMessageId('dota2', 'game')).toBe('matchCentre.tracker.kill');
    expect(eventMessageId('lol', 'set')).toBe('matchCentre.tracker.map');
    expect(eventMessageId('lol', 'period')).toBe('matchCentre.tracker.period');
    expect(eventMessageId('table-tennis', 'game')).toBe('matchCentre.tracker.point');
    expect(eventMessageId('table-tennis', 'set')).toBe('matchCentre.tracker.game');
  });
});

describe('surfaceOf', () => {
  it('draws each sport on its own ground', () => {
    expect(surfaceOf('soccer')).toBe('pitch');
    expect(surfaceOf('cricket')).toBe('oval');
    expect(surfaceOf('american-football')).toBe('gridiron');
    expect(['cs2', 'dota2', 'lol'].map(surfaceOf)).toEqual(['map', 'map', 'map']);
    expect(surfaceOf('table-tennis')).toBe('table');
    expect(surfaceOf('tennis')).toBe('net');
  });
});
