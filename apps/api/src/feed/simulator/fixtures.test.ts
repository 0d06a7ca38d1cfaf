import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS } from './catalogue-data';
import { leagueRound, planExtraFixture, planLeagueDay } from './fixtures';

const DAY_MS = 86_400_000;
const leagues = SPORTS.flatMap((sport) =>
  sport.categories.flatMap((category) => category.leagues.map((league) => ({ league, sport }))),
);
const key = (a: string, b: string) => [a, b].sort().join(' – ');

describe('the simulated league schedule', () => {
  it('pairs every side once per round and repeats no pairing within a cycle of rounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(...leagues),
        fc.integer({ min: 0, max: 40_000 }),
        (seed, { league }, first) => {
          const cycle =
            league.teams.length % 2 === 0 ? league.teams.length - 1 : league.teams.length;
          const seen = new Set<string>();
          for (let round = first; round < first + cycle; round += 1) {
            const pairs = leagueRound(seed, league, round);
            const sides = pairs.flat();
            expect(new Set(sides).size).toBe(sides.length);
            expect(pairs).toHaveLength(Math.floor(league.teams.length / 2));
            for (const [home, away] of pairs) {
              expect(seen.has(key(home, away))).toBe(false);
              seen.add(key(home, away));
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('plans a day from its round: distinct sides, no pairing of the days around it', () => {
    const entry = leagues.find(({ league }) => league.teams.length >= 10);
    if (!entry) throw new Error('no league of ten sides');
    const tournamentId = 1;
    const day0 = Date.parse('2026-11-24T00:00:00Z');
    const week = Array.from({ length: 7 }, (_, d) =>
      planLeagueDay(7, tournamentId, entry, day0 + d * DAY_MS),
    );
    const pairings = week.flat().map((plan) => key(plan.home, plan.away));
    expect(new Set(pairings).size).toBe(pairings.length);
    for (const day of week) {
      expect(day.length).toBe(Math.min(entry.league.perDay, entry.league.hours.length));
      const sides = day.flatMap((plan) => [plan.home, plan.away]);
      expect(new Set(sides).size).toBe(sides.length);
    }
    // Same inputs, same fixtures.
    expect(planLeagueDay(7, tournamentId, entry, day0)).toEqual(week[0]);
  });

  it('gives an extra fixture only to sides the card does not refuse', () => {
    const entry = leagues.find(({ league }) => league.teams.length >= 10);
    if (!entry) throw new Error('no league of ten sides');
    const day0 = Date.parse('2026-11-24T00:00:00Z');
    const today = planLeagueDay(7, 1, entry, day0).flatMap((plan) => [plan.home, plan.away]);
    const extra = planExtraFixture(7, 1, entry, day0, (home, away) =>
      [home, away].some((side) => today.includes(side)),
    );
    expect(extra).not.toBeNull();
    expect(today).not.toContain(extra?.home);
    expect(today).not.toContain(extra?.away);
    expect(planExtraFixture(7, 1, entry, day0, () => true)).toBeNull();
  });
});
