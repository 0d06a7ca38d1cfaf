// Builds sports, categories, leagues and fixtures from the catalogue data, deterministically.
import { MATCH_STATUS } from '@sportsbook/domain';
import {
  emptyStatistics,
  type CategoryRecord,
  type CompetitorRecord,
  type NameTranslations,
  type SportRecord,
  type TournamentRecord,
} from '../../catalogue/records';
import type { FixtureRecord } from '../messages';
import { STADIUMS, type LeagueData, type SportData } from './catalogue-data';
import { CATEGORY_NAMES, COMPETITOR_NAMES, LEAGUE_NAMES, namesOf } from './catalogue-names';
import { createRng } from './rng';
import type { SportMarkets } from './sport-markets';

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A stable 32-bit hash of strings, to derive per-fixture seeds. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export interface Structure {
  sports: SportRecord[];
  categories: CategoryRecord[];
  tournaments: TournamentRecord[];
  /** League data by tournament id, for scheduling fixtures. */
  leagues: Map<number, { league: LeagueData; sport: SportData; categoryId: number }>;
}

export function buildStructure(
  data: SportData[],
  markets: Record<string, SportMarkets>,
): Structure {
  const structure: Structure = { sports: [], categories: [], tournaments: [], leagues: new Map() };
  let categoryId = 1;
  let tournamentId = 1;
  for (const sport of data) {
    const m = markets[sport.key];
    if (!m) continue;
    structure.sports.push({
      id: sport.id,
      urn_id: `sr:sport:${sport.id}`,
      key: sport.key,
      name: sport.name,
      priority: sport.priority,
      type: sport.type,
      provider: sport.provider,
      main_market_id: m.main.id,
      secondary_market_id: m.secondary?.id ?? null,
      main_market_outcomes_count: m.main.outcomes,
      secondary_market_outcomes_count: m.secondary?.outcomes ?? null,
    });
    sport.categories.forEach((category, categoryIndex) => {
      const id = categoryId++;
      structure.categories.push({
        id,
        sportId: sport.id,
        slug: category.slug,
        name: category.name,
        names: namesOf(CATEGORY_NAMES, category.slug),
        priority: categoryIndex + 1,
        country_code: category.countryCode,
      });
      for (const league of category.leagues) {
        const tid = tournamentId++;
        structure.tournaments.push({
          id: tid,
          urn_id: `sr:tournament:${tid}`,
          sportId: sport.id,
          categoryId: id,
          slug: league.slug,
          name: league.name,
          names: namesOf(LEAGUE_NAMES, league.slug),
          priority: league.priority,
        });
        structure.leagues.set(tid, { league, sport, categoryId: id });
      }
    });
  }
  return structure;
}

const competitor = (name: string): CompetitorRecord => ({
  id: hashSeed('competitor', name) % 1_000_000,
  name,
  names: namesOf(COMPETITOR_NAMES, name),
  abbreviation: name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 3)
    .toUpperCase()
    .padEnd(3, name.slice(1, 3).toUpperCase()),
  logo: null,
});

/** "Home vs Away" in each language that writes either side differently. */
function eventNames(home: string, away: string): NameTranslations {
  const homeNames = namesOf(COMPETITOR_NAMES, home);
  const awayNames = namesOf(COMPETITOR_NAMES, away);
  const names: NameTranslations = {};
  for (const locale of new Set([...Object.keys(homeNames), ...Object.keys(awayNames)]))
    names[locale] = `${homeNames[locale] ?? home} vs ${awayNames[locale] ?? away}`;
  return names;
}

export interface FixturePlan {
  urn: string;
  tournamentId: number;
  sportId: number;
  provider: string;
  home: string;
  away: string;
  startTime: number;
  /** Rating gap in [-1, 1]: positive when the home side is stronger. */
  strength: number;
}

const DAY_MS = 86_400_000;

/**
 * The pairings of one round of a league's round robin (circle method), home and away
 * alternating by round: over `teams - 1` consecutive rounds no pairing repeats. The league's
 * team order is shuffled once per seed so the schedule is not alphabetical; the round's pairs
 * come in a seeded order of their own.
 */
export function leagueRound(
  seed: number,
  league: Pick<LeagueData, 'slug' | 'teams'>,
  round: number,
): [home: string, away: string][] {
  const order = createRng(hashSeed(seed, league.slug, 'order'));
  const teams: (string | null)[] = [...league.teams];
  for (let i = teams.length - 1; i > 0; i -= 1) {
    const j = order.int(0, i);
    [teams[i], teams[j]] = [teams[j] as string, teams[i] as string];
  }
  if (teams.length % 2 === 1) teams.push(null);
  const n = teams.length;
  if (n < 2) return [];
  const r = ((round % (n - 1)) + (n - 1)) % (n - 1);
  // Team 0 stays; the others turn r places.
  const rest = teams.slice(1);
  const turned = [teams[0] ?? null, ...rest.slice(r), ...rest.slice(0, r)];
  const pairs: [string, string][] = [];
  for (let i = 0; i < n / 2; i += 1) {
    const a = turned[i];
    const b = turned[n - 1 - i];
    if (!a || !b) continue;
    pairs.push((round + i) % 2 === 0 ? [a, b] : [b, a]);
  }
  const shuffle = createRng(hashSeed(seed, league.slug, 'round', round));
  for (let i = pairs.length - 1; i > 0; i -= 1) {
    const j = shuffle.int(0, i);
    [pairs[i], pairs[j]] = [pairs[j] as [string, string], pairs[i] as [string, string]];
  }
  return pairs;
}

/** A side's rating gap in [-1, 1] from the league's order of strength: positive when home is stronger. */
const strengthOf = (league: LeagueData, home: string, away: string) => {
  const rank = (team: string) => league.teams.indexOf(team) / Math.max(1, league.teams.length - 1);
  return rank(away) - rank(home);
};

/**
 * The fixtures a league plays on one UTC day: same inputs, same fixtures. Day d plays round d of
 * the league's round robin, so a pairing comes back only after every side has met every other.
 */
export function planLeagueDay(
  seed: number,
  tournamentId: number,
  entry: { league: LeagueData; sport: SportData },
  dayStart: number,
): FixturePlan[] {
  const { league, sport } = entry;
  const day = Math.floor(dayStart / DAY_MS);
  const rng = createRng(hashSeed(seed, league.slug, dayStart));
  const hours = [...league.hours];
  const plans: FixturePlan[] = [];
  for (const [home, away] of leagueRound(seed, league, day).slice(0, league.perDay)) {
    if (hours.length === 0) break;
    const hour = hours.splice(rng.int(0, hours.length - 1), 1)[0] as number;
    const minute = rng.pick([0, 0, 15, 30, 30, 45]);
    plans.push({
      urn: `sim:match:${league.slug}:${day}:${plans.length}`,
      tournamentId,
      sportId: sport.id,
      provider: sport.provider,
      home,
      away,
      startTime: dayStart + hour * 3_600_000 + minute * 60_000,
      strength: strengthOf(league, home, away),
    });
  }
  return plans;
}

/**
 * An extra fixture of a league on a day (to keep something live): the first pairing of the
 * rounds before the day's, most recent first, that `taken` does not refuse (a side already
 * playing, or the same two sides already on the card).
 */
export function planExtraFixture(
  seed: number,
  tournamentId: number,
  entry: { league: LeagueData; sport: SportData },
  dayStart: number,
  taken: (home: string, away: string) => boolean,
): Omit<FixturePlan, 'urn' | 'startTime'> | null {
  const { league, sport } = entry;
  const day = Math.floor(dayStart / DAY_MS);
  const rounds = Math.max(1, league.teams.length - 1);
  for (let back = 1; back < rounds; back += 1) {
    const pair = leagueRound(seed, league, day - back).find(([home, away]) => !taken(home, away));
    if (!pair) continue;
    const [home, away] = pair;
    return {
      tournamentId,
      sportId: sport.id,
      provider: sport.provider,
      home,
      away,
      strength: strengthOf(league, home, away),
    };
  }
  return null;
}

export function fixtureFromPlan(plan: FixturePlan, id: number, hasVideo: boolean): FixtureRecord {
  const venue = STADIUMS[plan.home];
  return {
    id,
    urnId: plan.urn,
    slug: `${slugify(plan.home)}-vs-${slugify(plan.away)}-${id}`,
    type: 'match',
    name: `${plan.home} vs ${plan.away}`,
    names: eventNames(plan.home, plan.away),
    tournamentId: plan.tournamentId,
    sportId: plan.sportId,
    home: competitor(plan.home),
    away: competitor(plan.away),
    outrightCompetitors: [],
    stadium: venue?.stadium ?? null,
    city: venue?.city ?? null,
    status: MATCH_STATUS.prematch,
    stage: null,
    startTime: plan.startTime,
    endDate: null,
    statistics: emptyStatistics(),
    hasVideo,
    provider: plan.provider,
    isProviderStatsAvailable: plan.provider === 'sportradar',
    feedState: null,
  };
}

export function outrightFixture(
  id: number,
  tournament: TournamentRecord,
  league: LeagueData,
  sport: SportData,
  now: number,
): FixtureRecord {
  const season = new Date(now).getUTCFullYear();
  const seasonName = `${season}/${String((season + 1) % 100).padStart(2, '0')}`;
  return {
    id,
    urnId: `sim:season:${league.slug}:${season}`,
    slug: `${league.slug}-${season}-winner-${id}`,
    type: 'season',
    name: `${league.name} ${seasonName}`,
    names: Object.fromEntries(
      Object.entries(namesOf(LEAGUE_NAMES, league.slug)).map(([locale, name]) => [
        locale,
        `${name} ${seasonName}`,
      ]),
    ),
    tournamentId: tournament.id,
    sportId: sport.id,
    home: null,
    away: null,
    outrightCompetitors: league.teams.map((team) => competitor(team)),
    stadium: null,
    city: null,
    status: MATCH_STATUS.prematch,
    stage: null,
    startTime: now,
    endDate: now + 180 * DAY_MS,
    statistics: emptyStatistics(),
    hasVideo: false,
    provider: sport.provider,
    isProviderStatsAvailable: false,
    feedState: null,
  };
}
