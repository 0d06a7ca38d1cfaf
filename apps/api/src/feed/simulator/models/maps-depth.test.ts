import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import type { PricedMarket, SportModel } from '../sport-model';
import { cs2Model, dota2Model, lolModel, type MapsState } from './maps';

const MODELS = [cs2Model, dota2Model, lolModel] as SportModel<MapsState>[];
const open = (markets: PricedMarket[]) => markets.filter((m) => !m.closed);
const chances = (markets: PricedMarket[], id: number, specifier = '') => {
  const market = markets.find((m) => m.id === id && m.specifier === specifier);
  if (!market) throw new Error(`no market ${id}|${specifier}`);
  return Object.fromEntries(market.outcomes.map((o) => [o.id, o.probability]));
};

function matchAfter(model: SportModel<MapsState>, seed: number, seconds: number) {
  const rng = createRng(seed);
  let state = model.createState(rng);
  const offered = new Map<string, PricedMarket>();
  const take = () => {
    for (const m of model.markets(state)) offered.set(`${m.id}|${m.specifier}`, m);
  };
  take();
  for (let t = 0; t < seconds && !model.isFinished(state); t += 30) {
    state = model.advance(state, 30, rng).state;
    take();
  }
  return { state, offered };
}

describe.each(MODELS)('esports market depth: $sportKey', (model) => {
  it('offers at least 15 markets per match before it starts', () => {
    const markets = open(model.markets(matchAfter(model, 1, 0).state));
    expect(markets.length).toBeGreaterThanOrEqual(15);
    // The bet builder takes each map's markets and the handicaps too.
    const buildable = markets.filter((m) => m.customBetGroups.length > 0);
    expect(buildable.length).toBeGreaterThanOrEqual(8);
    expect(buildable.some((m) => m.specifier.startsWith('mapnr='))).toBe(true);
    expect(buildable.some((m) => m.specifier.startsWith('hcp='))).toBe(true);
  });

  it('correct map score, map handicaps, total maps and the winner agree at any point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 200 }),
        (seed, minute) => {
          const { state } = matchAfter(model, seed, minute * 60);
          if (model.isFinished(state)) return;
          const markets = model.markets(state);
          const winner = chances(markets, 186);
          const score = chances(markets, 199);
          expect(score['2:0']! + score['2:1']!).toBeCloseTo(winner['4']!, 9);
          expect(chances(markets, 327, 'hcp=-1.5')['1714']).toBeCloseTo(score['2:0']!, 9);
          expect(chances(markets, 327, 'hcp=1.5')['1714']).toBeCloseTo(1 - score['0:2']!, 9);
          expect(chances(markets, 330, 'total=2.5')['12']).toBeCloseTo(
            score['2:1']! + score['1:2']!,
            9,
          );
          const current = state.maps.length;
          expect(chances(markets, 328, `mapnr=${current}`)['4']).toBeGreaterThan(0);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('settles every market it offered; a third map not played is void', () => {
    const { state, offered } = matchAfter(model, 2, 6 * 3600);
    expect(model.isFinished(state)).toBe(true);
    const results = model.results(state);
    for (const [key, market] of offered) {
      const settled = results.get(key);
      expect(settled, key).toBeDefined();
      for (const outcome of market.outcomes) expect(settled?.get(outcome.id), key).toBeDefined();
    }
    for (const [map, index] of state.maps.map((m, i) => [m, i] as const)) {
      expect(map.first).toBeDefined();
      expect(map.objective).toBeDefined();
      expect(results.get(`333|mapnr=${index + 1}`)?.get('4')?.result).toBe(
        map.first === 'home' ? 'win' : 'lose',
      );
    }
    if (state.maps.length === 2)
      expect(results.get('328|mapnr=3')?.get('4')).toEqual({ result: 'void', voidFactor: 1 });
  });
});
