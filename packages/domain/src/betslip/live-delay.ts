// The live bet delay a placement waits (spec: PROCESSING with the live bet delay): the longest
// delay among the sports of its live selections; prematch selections add none.
import { MATCH_STATUS } from './types';

/** Delay per sport key, with "default" for sports the table does not name. */
export type LiveDelayTable = Readonly<Record<string, number>>;

export function liveDelayOf(sportKey: string, table: LiveDelayTable): number {
  return table[sportKey] ?? table.default ?? 0;
}

/** What the live delay reads of a selection: whether its match is live, and its sport. */
export interface LiveDelayLeg {
  matchStatus: number;
  sportKey: string;
}

export function placementLiveDelayMs(
  bets: readonly { selections: readonly LiveDelayLeg[] }[],
  table: LiveDelayTable,
): number {
  let delay = 0;
  for (const bet of bets) {
    for (const selection of bet.selections) {
      if (selection.matchStatus !== MATCH_STATUS.live) continue;
      delay = Math.max(delay, liveDelayOf(selection.sportKey, table));
    }
  }
  return delay;
}
