// The share of live time a match's main market is locked (suspended by the feed while the
// provider is up), per sport: issue 26 asks for at most 15 %. One match of each sport is played
// through the real runner at real speed (one simulated second per wall second, as `npm start`
// runs the feed), looked at every few seconds from the moment it is live to its end.
import { MARKET_STATUS } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { playFirstLiveMatch } from '../../../test/live-match';
import { sportModels } from './models/index';
import { SPORT_MARKETS } from './sport-markets';

const T0 = Date.parse('2026-11-23T03:00:00Z');
/** A suspension lasts several seconds: looked at every 2 s, its share is still seen. */
const TICK_MS = 2000;
const SEED = 11;

/** Plays the first live match of a sport to its end; the share of looks its main market was locked. */
function lockedShare(sport: string): { share: number; looks: number } {
  const main = SPORT_MARKETS[sport]!.main.id;
  let looks = 0;
  let locked = 0;
  playFirstLiveMatch(sport, { seed: SEED, tickMs: TICK_MS, start: T0 }, (match) => {
    const markets = [...match.markets.values()].filter((m) => m.marketId === main);
    if (markets.length === 0) return;
    looks += 1;
    if (markets.every((m) => m.status === MARKET_STATUS.suspended)) locked += 1;
  });
  return { share: looks === 0 ? 1 : locked / looks, looks };
}

describe('live prices are locked at most 15 % of the time', () => {
  it.each(Object.keys(sportModels))('%s', (sport) => {
    const { share, looks } = lockedShare(sport);
    console.log(`${sport}: main market locked ${(share * 100).toFixed(1)} % of ${looks} looks`);
    expect(looks).toBeGreaterThan(100);
    expect(share).toBeLessThanOrEqual(0.15);
  });
});
