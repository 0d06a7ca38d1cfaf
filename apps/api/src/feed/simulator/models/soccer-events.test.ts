import fc from 'fast-check';
import { EVENT_MARKET as E, NO_GOALSCORER } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import type { PricedMarket } from '../sport-model';
import { squadOf } from '../squads';
import { soccerModel, type GoalsState } from './goals';
import { eventsSummary } from './soccer-events';

const TEAMS = { home: 'Arsenal', away: 'Chelsea' };

/** A soccer match with squads from a seed, played on for `seconds` (0: before kick-off). */
function matchAfter(seed: number, seconds: number): GoalsState {
  const rng = createRng(seed);
  let state = soccerModel.withTeams!(soccerModel.createState(rng), TEAMS);
  for (let t = 0; t < seconds && !state.finished; t += 5)
    state = soccerModel.advance(state, 5, rng).state;
  return state;
}

const market = (markets: PricedMarket[], id: number, specifier = '') => {
  const found = markets.find((m) => m.id === id && m.specifier === specifier);
  if (!found) throw new Error(`no market ${id}|${specifier}`);
  return found;
};

describe('soccer match events', () => {
  it('every goal has a scorer of its side on the pitch, and the timeline is in order', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const state = matchAfter(seed, 2 * 45 * 60 + 15 * 60);
      expect(state.finished).toBe(true);
      const events = state.events!;
      const goals = events.timeline.filter((e) => e.kind === 'goal');
      const score = state.scores.reduce(
        (acc, p) => ({ home: acc.home + p.home, away: acc.away + p.away }),
        { home: 0, away: 0 },
      );
      expect(goals.filter((g) => g.side === 'home')).toHaveLength(score.home);
      expect(goals.filter((g) => g.side === 'away')).toHaveLength(score.away);
      for (const goal of goals) {
        const player = squadOf(TEAMS[goal.side], 'soccer').find((p) => p.id === goal.player);
        expect(player?.starter).toBe(true);
        expect(events.shots[goal.player]![1]).toBeGreaterThan(0);
      }
      const seconds = events.timeline.map((e) => e.second);
      expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    }
  });

  it('scorers are mostly forwards and never a goalkeeper in practice', () => {
    const positions = new Map<string, number>();
    for (let seed = 1; seed <= 150; seed += 1) {
      const events = matchAfter(seed, 2 * 45 * 60).events!;
      for (const goal of events.timeline.filter((e) => e.kind === 'goal')) {
        const p = squadOf(TEAMS[goal.side], 'soccer').find((x) => x.id === goal.player)!;
        positions.set(p.position, (positions.get(p.position) ?? 0) + 1);
      }
    }
    expect(positions.get('FW') ?? 0).toBeGreaterThan(positions.get('MF') ?? 0);
    expect(positions.get('MF') ?? 0).toBeGreaterThan(positions.get('DF') ?? 0);
    expect(positions.get('GK') ?? 0).toBeLessThanOrEqual(1);
  });

  it('anytime-scorer prices agree with the team goal rates the score is priced from', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 80 }),
        (seed, minute) => {
          const state = matchAfter(seed, minute * 60);
          const markets = soccerModel.markets(state);
          const left = 1 - state.played / (2 * 45 * 60);
          const anytime = market(markets, E.anytimeGoalscorer);
          const scored = new Set(eventsSummary(state.events!).scorers);
          for (const side of ['home', 'away'] as const) {
            const rate = (side === 'home' ? state.rateHome : state.rateAway) * left;
            const ids = new Set(squadOf(TEAMS[side], 'soccer').map((p) => p.id));
            // Each player scores Poisson(share × rate): the shares add up to the whole side, so
            // the chance that nobody of the side scores is the team's chance of no goal.
            const none = anytime.outcomes
              .filter((o) => ids.has(o.id) && !scored.has(o.id))
              .reduce((p, o) => p * (1 - o.probability), 1);
            const onPitchScored = [...scored].filter((id) => ids.has(id)).length;
            if (onPitchScored === 0) expect(none).toBeCloseTo(Math.exp(-rate), 6);
            else expect(none).toBeGreaterThanOrEqual(Math.exp(-rate) - 1e-9);
          }
          // First goalscorer: the players' chances and "no goalscorer" make one whole.
          const first = market(markets, E.firstGoalscorer);
          if (!first.closed)
            expect(first.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 6);
          const goals = scored.size === 0 && !first.closed;
          if (goals) {
            const noGoal = first.outcomes.find((o) => o.id === NO_GOALSCORER)!.probability;
            expect(noGoal).toBeCloseTo(Math.exp(-(state.rateHome + state.rateAway) * left), 6);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('prices the event markets before kick-off and settles each of them at the end', () => {
    const markets = soccerModel.markets(matchAfter(3, 0));
    for (const id of Object.values(E)) expect(markets.some((m) => m.id === id)).toBe(true);
    expect(market(markets, E.anytimeGoalscorer).outcomes).toHaveLength(23);
    const end = matchAfter(3, 2 * 45 * 60 + 15 * 60);
    const results = soccerModel.results(end);
    for (const m of soccerModel
      .markets(end)
      .filter((x) => Object.values(E).includes(x.id as never))) {
      const settled = results.get(`${m.id}|${m.specifier}`);
      expect(settled?.size).toBe(m.outcomes.length);
    }
  });

  it('closes what is decided live: first goalscorer after a goal, a scorer’s anytime price', () => {
    let seed = 1;
    let state = matchAfter(seed, 90 * 60);
    while (eventsSummary(state.events!).scorers.length === 0) state = matchAfter(++seed, 90 * 60);
    const scorer = eventsSummary(state.events!).scorers[0]!;
    const markets = soccerModel.markets(state);
    expect(market(markets, E.firstGoalscorer).closed).toBe(true);
    const anytime = market(markets, E.anytimeGoalscorer);
    expect(anytime.outcomes.find((o) => o.id === scorer)?.probability).toBe(0);
    expect(anytime.outcomes.find((o) => o.id === NO_GOALSCORER)?.probability).toBe(0);
  });
});

describe('a match already under way when the players arrive', () => {
  it('keeps no events and offers no event markets', () => {
    const rng = createRng(5);
    let state = soccerModel.createState(rng);
    for (let t = 0; t < 600; t += 5) state = soccerModel.advance(state, 5, rng).state;
    const named = soccerModel.withTeams!(state, TEAMS);
    expect(named.events).toBeUndefined();
    expect(soccerModel.markets(named).some((m) => m.id === E.anytimeGoalscorer)).toBe(false);
  });
});
