// Prices a league's outright winner market from the competitors' standing.
import type { MarketRecord } from '../../catalogue/records';
import type { FixtureRecord } from '../messages';
import type { LeagueData } from './catalogue-data';
import { priceOutcome } from '../pricing';
import { oddsInt, MARKET_STATUS } from '@sportsbook/domain';

const OUTRIGHT_WINNER_MARKET_ID = 534;

export function outrightMarket(fixture: FixtureRecord, league: LeagueData): MarketRecord {
  // Stronger teams (earlier in the list) get exponentially more of the probability.
  const weights = league.teams.map((_, index) => Math.exp(-index / 2.2));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return {
    matchId: fixture.id,
    marketId: OUTRIGHT_WINNER_MARKET_ID,
    specifier: '',
    name: 'Winner',
    status: MARKET_STATUS.allowed,
    outcomes: fixture.outrightCompetitors.map((competitor, index) => {
      const odds = priceOutcome((weights[index] ?? 0) / total, 0.2);
      return {
        id: String(competitor.id),
        name: competitor.name,
        active: odds !== null,
        odds: odds ?? oddsInt(10_100),
      };
    }),
    groups: ['main', 'outrights'],
    priority: 1,
    mostBalanced: true,
    customBetGroups: [],
    provider: fixture.provider,
    nextBetStop: null,
    results: null,
  };
}
