// A match's history from the catalogue's finished matches: the two sides' earlier meetings and
// each side's latest results (its form), newest first.
import { MATCH_STATUS } from '@sportsbook/domain';
import type { MatchRecord } from './records';
import type { CatalogueStore } from './store';

/** How many past matches each list holds. */
export const HISTORY_LENGTH = 5;

export type FormResult = 'win' | 'draw' | 'loss';

export interface MatchHistoryRecords {
  headToHead: MatchRecord[];
  form: {
    home: { match: MatchRecord; result: FormResult }[];
    away: { match: MatchRecord; result: FormResult }[];
  };
}

const isOver = (match: MatchRecord) =>
  (match.status === MATCH_STATUS.finished || match.status === MATCH_STATUS.closed) &&
  match.statistics.total_score !== null;

const plays = (match: MatchRecord, competitorId: number) =>
  match.home?.id === competitorId || match.away?.id === competitorId;

/** A finished match's result for one of its sides. */
function resultFor(match: MatchRecord, competitorId: number): FormResult {
  const score = match.statistics.total_score ?? { home: 0, away: 0 };
  const own = match.home?.id === competitorId ? score.home : score.away;
  const other = match.home?.id === competitorId ? score.away : score.home;
  return own > other ? 'win' : own < other ? 'loss' : 'draw';
}

export function matchHistory(store: CatalogueStore, match: MatchRecord): MatchHistoryRecords {
  const past = [...store.matches.values()]
    .filter((other) => other.id !== match.id && other.type === 'match' && isOver(other))
    .filter((other) => other.startTime < match.startTime)
    .sort((a, b) => b.startTime - a.startTime || b.id - a.id);
  const { home, away } = match;
  const formOf = (competitorId: number | undefined) =>
    competitorId === undefined
      ? []
      : past
          .filter((other) => plays(other, competitorId))
          .slice(0, HISTORY_LENGTH)
          .map((other) => ({ match: other, result: resultFor(other, competitorId) }));
  return {
    headToHead:
      home && away
        ? past
            .filter((other) => plays(other, home.id) && plays(other, away.id))
            .slice(0, HISTORY_LENGTH)
        : [],
    form: { home: formOf(home?.id), away: formOf(away?.id) },
  };
}
