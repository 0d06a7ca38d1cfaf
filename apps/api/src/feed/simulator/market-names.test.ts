// Every market, outcome and period a simulated match can show has a name template, so a match
// page never falls back to the feed's English names (the catalogues' texts are checked by the web).
import {
  marketNameTemplate,
  outcomeNameTemplate,
  periodNameTemplate,
  type MarketKey,
} from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { createRng } from './rng';
import type { PricedMarket } from './sport-model';
import { sportModels } from './models/index';
import { squadOf } from './squads';

const TEAMS = { home: 'Arsenal', away: 'Chelsea' };
/** Players' names (goalscorer outcomes) are proper names, shown as they are in every language. */
const PLAYERS = new Set(
  [...squadOf(TEAMS.home, 'soccer'), ...squadOf(TEAMS.away, 'soccer')].map((p) => p.name),
);

/**
 * Outcome names that are symbols, read alike in every language: home, draw, away and their pairs,
 * correct scores (2:1) and half-time/full-time results (X/1).
 */
const SYMBOL = /^([12X]|1X|12|X2|\d+:\d+|[12X]\/[12X])$/;

/** Everything a match of the sport offers from before kick-off to the end. */
function playOut(sportKey: string) {
  const model = sportModels[sportKey]!;
  const rng = createRng(11);
  let state = model.createState(rng, TEAMS);
  if (model.withTeams) state = model.withTeams(state, TEAMS);
  const markets = new Map<string, PricedMarket>();
  const periods = new Map<string, { period_key: string; period_name: string; number: number }>();
  const take = () => {
    for (const market of model.markets(state))
      markets.set(`${market.id}|${market.specifier}`, market);
    for (const period of model.statistics(state).period_score)
      periods.set(period.period_key, period);
  };
  take();
  for (let seconds = 0; !model.isFinished(state) && seconds < 8 * 3600; seconds += 30) {
    state = model.advance(state, 30, rng).state;
    take();
  }
  expect(model.isFinished(state)).toBe(true);
  return { markets: [...markets.values()], periods: [...periods.values()] };
}

describe('names of what a simulated match shows', () => {
  it.each(Object.keys(sportModels))(
    '%s: every market, outcome and period has a template',
    (sportKey) => {
      const { markets, periods } = playOut(sportKey);
      expect(markets.length).toBeGreaterThan(0);
      const missing: string[] = [];
      for (const market of markets) {
        const key: MarketKey = { id: market.id, specifier: market.specifier };
        if (!marketNameTemplate(key, sportKey)) missing.push(`market ${market.name}`);
        for (const outcome of market.outcomes)
          if (
            !SYMBOL.test(outcome.name) &&
            !PLAYERS.has(outcome.name) &&
            !outcomeNameTemplate(key, outcome.id)
          )
            missing.push(`outcome ${outcome.name} of ${market.name}`);
      }
      for (const period of periods)
        if (!periodNameTemplate(period)) missing.push(`period ${period.period_name}`);
      expect(missing).toEqual([]);
    },
  );
});
