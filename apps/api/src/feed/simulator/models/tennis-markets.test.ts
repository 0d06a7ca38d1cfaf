import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import type { PricedMarket } from '../sport-model';
import { tennisModel, type SetsState } from './sets';

const open = (markets: PricedMarket[]) => markets.filter((m) => !m.closed);
const chances = (markets: PricedMarket[], id: number, specifier = '') => {
  const market = markets.find((m) => m.id === id && m.specifier === specifier);
  if (!market) throw new Error(`no market ${id}|${specifier}`);
  return Object.fromEntries(market.outcomes.map((o) => [o.id, o.probability]));
};

/** A tennis match from a seed, played on for `seconds`, with every market it offered. */
function matchAfter(seed: number, seconds: number) {
  const rng = createRng(seed);
  let state: SetsState = tennisModel.createState(rng);
  const offered = new Map<string, PricedMarket>();
  const take = () => {
    for (const m of tennisModel.markets(state)) offered.set(`${m.id}|${m.specifier}`, m);
  };
  take();
  for (let t = 0; t < seconds && !tennisModel.isFinished(state); t += 40) {
    state = tennisModel.advance(state, 40, rng).state;
    take();
  }
  return { state, offered };
}

describe('tennis market depth', () => {
  it('offers at least 20 markets per match before the first serve', () => {
    const markets = open(tennisModel.markets(matchAfter(1, 0).state));
    expect(markets.length).toBeGreaterThanOrEqual(20);
    // The bet builder takes the sets, the handicaps and the games totals too.
    const buildable = markets.filter((m) => m.customBetGroups.length > 0);
    expect(buildable.length).toBeGreaterThanOrEqual(10);
    expect(buildable.some((m) => m.specifier.startsWith('setnr='))).toBe(true);
    expect(buildable.some((m) => m.specifier.startsWith('hcp='))).toBe(true);
  });

  it('set betting, set handicap, total sets and the winner agree at any point of the match', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 150 }),
        (seed, points) => {
          const { state } = matchAfter(seed, points * 40);
          if (tennisModel.isFinished(state)) return;
          const markets = tennisModel.markets(state);
          const winner = chances(markets, 186);
          const sets = chances(markets, 199);
          expect(sets['2:0']! + sets['2:1']!).toBeCloseTo(winner['4']!, 9);
          expect(Object.values(sets).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
          expect(chances(markets, 188, 'hcp=-1.5')['1714']).toBeCloseTo(sets['2:0']!, 9);
          expect(chances(markets, 201, 'total=2.5')['12']).toBeCloseTo(
            sets['2:1']! + sets['1:2']!,
            9,
          );
          // A bigger games handicap is harder to cover; a higher total is harder to pass.
          const covers = markets
            .filter((m) => m.id === 187)
            .map((m) => ({ hcp: Number(m.specifier.slice(4)), p: m.outcomes[0]!.probability }))
            .sort((a, b) => a.hcp - b.hcp);
          for (let i = 1; i < covers.length; i += 1)
            expect(covers[i]!.p).toBeGreaterThanOrEqual(covers[i - 1]!.p - 1e-12);
          // The current set's winner and the next game are chances.
          for (const market of open(markets))
            expect(market.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 9);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('settles every market it offered, each game included, by the domain rules', () => {
    const { state, offered } = matchAfter(3, 6 * 3600);
    expect(tennisModel.isFinished(state)).toBe(true);
    const results = tennisModel.results(state);
    const games = [...offered.keys()].filter((key) => key.startsWith('210|'));
    expect(games.length).toBeGreaterThan(12);
    for (const [key, market] of offered) {
      const settled = results.get(key);
      expect(settled, key).toBeDefined();
      for (const outcome of market.outcomes) expect(settled?.get(outcome.id), key).toBeDefined();
    }
  });

  it('closes a set once it is over and the games already played', () => {
    let { state } = matchAfter(4, 0);
    const rng = createRng(4);
    while (state.sets.length < 2) state = tennisModel.advance(state, 40, rng).state;
    const markets = tennisModel.markets(state);
    const firstSet = markets.filter((m) => m.specifier.startsWith('setnr=1'));
    expect(firstSet.length).toBeGreaterThanOrEqual(2);
    expect(firstSet.every((m) => m.closed)).toBe(true);
    expect(open(markets).filter((m) => m.id === 210)).toHaveLength(1);
  });
});
