import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import type { PricedMarket } from '../sport-model';
import { basketballModel, type PointsState } from './points';

const TEAMS = { home: 'Boston Celtics', away: 'Miami Heat' };
const open = (markets: PricedMarket[]) => markets.filter((m) => !m.closed);

/** A basketball match from a seed, played on for `seconds` (0: before tip-off). */
function matchAfter(seed: number, seconds: number, edit = (s: PointsState) => s) {
  const rng = createRng(seed);
  let state = edit(basketballModel.createState(rng, TEAMS));
  const offered = new Map<string, PricedMarket>();
  const take = () => {
    for (const m of basketballModel.markets(state)) offered.set(`${m.id}|${m.specifier}`, m);
  };
  take();
  for (let t = 0; t < seconds && !basketballModel.isFinished(state); t += 20) {
    state = basketballModel.advance(state, 20, rng).state;
    take();
  }
  return { state, offered };
}

/** Inverse of the standard normal cdf by bisection (the test's own, not the model's). */
function probit(p: number): number {
  let lo = -8;
  let hi = 8;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    const cdf = 0.5 * (1 + erf(mid / Math.SQRT2));
    if (cdf < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
function erf(x: number): number {
  // Abramowitz-Stegun 7.1.26.
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return x >= 0 ? y : -y;
}

/** The mean points a pair of over/under lines implies, read as a normal distribution. */
function impliedMean(lines: { line: number; over: number }[]): number {
  const [a, b] = lines as [{ line: number; over: number }, { line: number; over: number }];
  const za = probit(1 - a.over);
  const zb = probit(1 - b.over);
  const sd = (b.line - a.line) / (zb - za);
  return a.line - sd * za;
}

const overs = (markets: PricedMarket[], id: number, prefix = '') =>
  markets
    .filter((m) => m.id === id && m.specifier.startsWith(prefix))
    .map((m) => ({
      line: Number(/total=([\d.]+)/.exec(m.specifier)?.[1]),
      over: m.outcomes.find((o) => o.id === '12')?.probability ?? 0,
    }))
    .filter((l) => l.over > 0.02 && l.over < 0.98)
    .sort((x, y) => x.line - y.line);

describe('basketball market depth', () => {
  it('offers at least 25 markets per match before tip-off', () => {
    const markets = open(basketballModel.markets(matchAfter(1, 0).state));
    expect(markets.length).toBeGreaterThanOrEqual(25);
    expect(markets.filter((m) => m.groups.includes('players')).length).toBeGreaterThanOrEqual(9);
    // The bet builder takes the quarters, halves, team totals and players' lines too.
    const buildable = markets.filter((m) => m.customBetGroups.length > 0);
    for (const group of ['quarters', 'halves', 'players'])
      expect(buildable.some((m) => m.groups.includes(group))).toBe(true);
  });

  it('the quarters add up to the match: their totals sum to the full-game total within half a point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const markets = basketballModel.markets(matchAfter(seed, 0).state);
        const full = impliedMean(overs(markets, 225).slice(1, 3));
        const quarters = [1, 2, 3, 4].map((q) =>
          impliedMean(overs(markets, 236, `quarternr=${q}|`)),
        );
        expect(Math.abs(quarters.reduce((a, b) => a + b, 0) - full)).toBeLessThan(0.5);
        // Both halves are two quarters each.
        const winner = markets.find((m) => m.id === 219)?.outcomes[0]?.probability ?? 0;
        const firstHalf = markets.find((m) => m.id === 60)?.outcomes ?? [];
        const [h1 = 0, , a1 = 0] = firstHalf.map((o) => o.probability);
        // The favourite of the match is the favourite of each half.
        expect((h1 - a1) * (winner - 0.5)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 30 },
    );
  });

  it('every open market is a fair book: its chances sum to one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 45 }),
        (seed, minute) => {
          for (const market of open(basketballModel.markets(matchAfter(seed, minute * 60).state)))
            expect(market.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 6);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('settles every market it offered once the match is over, by the domain rules', () => {
    const { state, offered } = matchAfter(3, 4 * 3600);
    expect(basketballModel.isFinished(state)).toBe(true);
    const results = basketballModel.results(state);
    for (const [key, market] of offered) {
      const settled = results.get(key);
      expect(settled, key).toBeDefined();
      for (const outcome of market.outcomes) expect(settled?.get(outcome.id), key).toBeDefined();
    }
  });

  it('closes a quarter once it is over, and a player ruled out at tip-off is void', () => {
    const { state } = matchAfter(5, 11 * 60, (s) => ({
      ...s,
      depth: s.depth && {
        ...s.depth,
        players: s.depth.players.map((p, i) => (i === 0 ? { ...p, out: true } : p)),
      },
    }));
    const markets = basketballModel.markets(state);
    const firstQuarter = markets.filter((m) => m.specifier.startsWith('quarternr=1'));
    expect(firstQuarter.length).toBe(3);
    expect(firstQuarter.every((m) => m.closed)).toBe(true);
    const name = state.depth?.players[0]?.name ?? '';
    const props = markets.filter((m) => m.specifier.startsWith(`player=${name}|`));
    expect(props.length).toBe(3);
    expect(props.every((m) => m.closed)).toBe(true);
    let done = state;
    const rng = createRng(9);
    while (!basketballModel.isFinished(done)) done = basketballModel.advance(done, 30, rng).state;
    const results = basketballModel.results(done);
    for (const market of props)
      expect(results.get(`${market.id}|${market.specifier}`)?.get('12')).toEqual({
        result: 'void',
        voidFactor: 1,
      });
  });
});
