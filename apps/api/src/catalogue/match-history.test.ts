import { MATCH_STATUS } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { HISTORY_LENGTH, matchHistory } from './match-history';
import type { MatchRecord } from './records';
import { CatalogueStore } from './store';

const team = (id: number) => ({ id, name: `Team ${id}`, abbreviation: `T${id}`, logo: null });
const DAY = 86_400_000;

function record(
  id: number,
  home: number,
  away: number,
  day: number,
  score: [number, number] | null,
  status: number = MATCH_STATUS.closed,
): MatchRecord {
  return {
    id,
    slug: `m-${id}`,
    type: 'match',
    name: `Team ${home} - Team ${away}`,
    home: team(home),
    away: team(away),
    status,
    startTime: day * DAY,
    statistics: {
      clock: null,
      total_score: score ? { home: score[0], away: score[1] } : null,
      game_score: null,
      period_score: [],
      current_server: null,
      max_period_number: null,
    },
  } as unknown as MatchRecord;
}

function storeOf(...matches: MatchRecord[]) {
  const store = new CatalogueStore();
  for (const match of matches) store.matches.set(match.id, match);
  return store;
}

describe('a match history from the finished matches', () => {
  const upcoming = record(100, 1, 2, 10, null, MATCH_STATUS.prematch);

  it('lists the earlier meetings of the two sides, either way round, newest first', () => {
    const history = matchHistory(
      storeOf(
        upcoming,
        record(1, 1, 2, 1, [2, 0]),
        record(2, 2, 1, 5, [1, 1]),
        record(3, 1, 3, 6, [0, 1]),
        record(4, 2, 1, 12, [3, 0]), // after this match: not history
      ),
      upcoming,
    );
    expect(history.headToHead.map((m) => m.id)).toEqual([2, 1]);
  });

  it('gives each side its latest results against anyone, from its own point of view', () => {
    const history = matchHistory(
      storeOf(
        upcoming,
        record(1, 1, 2, 1, [2, 0]),
        record(2, 3, 1, 2, [2, 2]),
        record(3, 1, 4, 3, [0, 1]),
        record(4, 5, 2, 4, [0, 3]),
      ),
      upcoming,
    );
    expect(history.form.home.map(({ match, result }) => [match.id, result])).toEqual([
      [3, 'loss'],
      [2, 'draw'],
      [1, 'win'],
    ]);
    expect(history.form.away.map(({ match, result }) => [match.id, result])).toEqual([
      [4, 'win'],
      [1, 'loss'],
    ]);
  });

  it('leaves out matches not yet over and keeps the latest few only', () => {
    const many = Array.from({ length: 8 }, (_, i) => record(i + 1, 1, 9, i + 1, [1, 0]));
    const live = record(50, 1, 2, 9, [0, 0], MATCH_STATUS.live);
    const history = matchHistory(storeOf(upcoming, live, ...many), upcoming);
    expect(history.form.home).toHaveLength(HISTORY_LENGTH);
    expect(history.form.home[0]?.match.id).toBe(8);
    expect(history.headToHead).toEqual([]);
  });
});
