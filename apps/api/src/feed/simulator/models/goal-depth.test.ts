import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import type { PricedMarket } from '../sport-model';
import { soccerModel, type GoalsState } from './goals';

const chances = (markets: PricedMarket[], id: number, specifier = '') => {
  const market = markets.find((m) => m.id === id && m.specifier === specifier);
  if (!market) throw new Error(`no market ${id}|${specifier}`);
  return Object.fromEntries(market.outcomes.map((o) => [o.id, o.probability]));
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A soccer match from a seed, played on for `seconds` (0: before kick-off). */
function matchAfter(seed: number, seconds: number): GoalsState {
  const rng = createRng(seed);
  let state = soccerModel.createState(rng);
  for (let t = 0; t < seconds; t += 60) state = soccerModel.advance(state, 60, rng).state;
  return state;
}

describe('soccer market depth', () => {
  it('offers at least 40 markets per match before kick-off, 60 with the players known', () => {
    expect(soccerModel.markets(matchAfter(1, 0)).length).toBeGreaterThanOrEqual(40);
    const withTeams = soccerModel.withTeams!(matchAfter(1, 0), { home: 'Lyon', away: 'Nice' });
    expect(soccerModel.markets(withTeams).length).toBeGreaterThanOrEqual(60);
  });

  it('derived markets agree with the match model: correct score, 1X2, double chance, halves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 100 }),
        (seed, minute) => {
          const markets = soccerModel.markets(matchAfter(seed, minute * 60));
          const result = chances(markets, 1);
          const scores = chances(markets, 45);
          const grid = Object.entries(scores).filter(([id]) => id !== 'other');
          const from = (test: (h: number, a: number) => boolean) =>
            sum(
              grid
                .filter(([id]) => test(...(id.split(':').map(Number) as [number, number])))
                .map(([, p]) => p),
            );
          // The correct scores beyond 4:4 ("other") are the only part the grid cannot split.
          const other = scores.other ?? 0;
          expect(Math.abs(from((h, a) => h > a) - result['1']!)).toBeLessThanOrEqual(other + 1e-9);
          expect(Math.abs(from((h, a) => h === a) - result['2']!)).toBeLessThanOrEqual(
            other + 1e-9,
          );
          expect(sum(Object.values(scores))).toBeCloseTo(1, 6);
          const double = chances(markets, 10);
          expect(double['9']).toBeCloseTo(result['1']! + result['2']!, 6);
          // Half-time/full-time adds up to the full-time result and to the first half's result.
          const htft = chances(markets, 47);
          expect(sum(['1/1', 'X/1', '2/1'].map((k) => htft[k]!))).toBeCloseTo(result['1']!, 6);
          const firstHalf = chances(markets, 60);
          expect(sum(['1/1', '1/X', '1/2'].map((k) => htft[k]!))).toBeCloseTo(firstHalf['1']!, 6);
          // Draw no bet is the 1X2 without the draw.
          const dnb = chances(markets, 11);
          expect(dnb['4']).toBeCloseTo(result['1']! / (result['1']! + result['3']!), 6);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('settles every market it offered once the match is over', () => {
    const state = matchAfter(3, 200 * 60);
    expect(soccerModel.isFinished(state)).toBe(true);
    const results = soccerModel.results(state);
    for (const market of soccerModel.markets(matchAfter(3, 0))) {
      const settled = results.get(`${market.id}|${market.specifier}`);
      expect(settled, `${market.id}|${market.specifier}`).toBeDefined();
      for (const outcome of market.outcomes) expect(settled?.get(outcome.id)).toBeDefined();
    }
  });

  it('closes a half-time line once the first half has decided it', () => {
    const state: GoalsState = {
      ...matchAfter(5, 0),
      played: 46 * 60,
      period: 2,
      scores: [
        { home: 2, away: 0 },
        { home: 0, away: 0 },
      ],
    };
    const markets = soccerModel.markets(state);
    const firstHalfOver = markets.find((m) => m.id === 68 && m.specifier === 'total=1.5');
    expect(firstHalfOver?.closed).toBe(true);
    const htft = chances(markets, 47);
    expect(htft['X/1']).toBe(0);
  });
});
