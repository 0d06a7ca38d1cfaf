// Catalogue answers as GET /api/sb/matches, /sports and /tournaments send them, for component
// tests of lists: each builder gives a valid entity that a test changes only where its rule needs.
import type { Match, Sport, Tournament } from '@sportsbook/contracts';
import { winnerMarket } from './fixtures';

/** Football, as the catalogue lists it. */
export function sport(overrides: Partial<Sport> = {}): Sport {
  return {
    id: 1,
    urn_id: 'sr:sport:1',
    key: 'soccer',
    name: 'Soccer',
    priority: 1,
    type: 'regular',
    provider: 'sportradar',
    main_market_id: 1,
    secondary_market_id: null,
    main_market_outcomes_count: 3,
    secondary_market_outcomes_count: null,
    ...overrides,
  };
}

/** A league of `sport` in a country: England's Premier League by default. */
export function tournament(
  overrides: Partial<Omit<Tournament, 'category'>> & {
    category?: Partial<Tournament['category']>;
  } = {},
): Tournament {
  const { category, ...rest } = overrides;
  return {
    id: 17,
    urn_id: 'sr:tournament:17',
    slug: 'premier-league',
    name: 'Premier League',
    priority: 1,
    sport: sport(),
    ...rest,
    category: {
      id: 7,
      slug: 'england',
      name: 'England',
      priority: 1,
      country_code: 'GB',
      ...category,
    },
  };
}

const competitor = (id: number, name: string) => ({
  id,
  name,
  abbreviation: name.slice(0, 3).toUpperCase(),
  logo: null,
});

/**
 * A prematch head-to-head match of `home` and `away` in `league`, starting on 28 November 2026 at
 * 20:00 UTC, with its 1X2 market open and 42 markets in all.
 */
export function listedMatch(
  id: number,
  [home, away]: [string, string] = ['Arsenal', 'Chelsea'],
  overrides: Partial<Match> = {},
): Match {
  const league = overrides.tournament ?? tournament();
  return {
    id,
    urn_id: `sr:match:${id}`,
    slug: `${home}-${away}-${id}`.toLowerCase(),
    type: 'match',
    name: `${home} vs ${away}`,
    tournament: league,
    competitors: { home: competitor(id * 10, home), away: competitor(id * 10 + 1, away) },
    outright_competitors: [],
    stadium: null,
    city: null,
    status: 0,
    stage: null,
    start_time: '2026-11-28T20:00:00Z',
    end_date: null,
    statistics: {
      clock: null,
      total_score: null,
      game_score: null,
      period_score: [],
      current_server: null,
      max_period_number: null,
    },
    available_markets: 42,
    main_market: winnerMarket(id),
    secondary_market: null,
    top_markets: [],
    has_video: false,
    provider: 'sportradar',
    is_provider_stats_available: false,
    ...overrides,
  };
}
