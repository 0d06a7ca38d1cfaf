// Loads the catalogue into memory at boot and writes the feed's changes back in batches.
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Competitor, MatchStatistics, Sport } from '@sportsbook/contracts';
import type { Database } from '../db/client';
import { categories, markets, matches, providerStatuses, sports, tournaments } from '../db/schema';
import {
  marketKey,
  type MarketRecord,
  type MatchRecord,
  type OutcomeRecord,
  type OutcomeResultRecord,
} from './records';
import type { CatalogueStore, ProviderStatus } from './store';

/** `set` clause that takes every non-key column from the proposed row (upsert). */
function excludedSet<T extends PgTable>(table: T, keys: string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keys.includes(property)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

// PostgreSQL caps a statement at 65,535 parameters; markets have 12 columns.
const BATCH = 2000;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class CatalogueRepository {
  constructor(private readonly db: Database) {}

  async load(store: CatalogueStore): Promise<void> {
    for (const row of await this.db.select().from(sports)) {
      store.putSport({
        id: row.id,
        urn_id: row.urnId,
        key: row.key,
        name: row.name,
        priority: row.priority,
        type: row.type as Sport['type'],
        provider: row.provider,
        main_market_id: row.mainMarketId,
        secondary_market_id: row.secondaryMarketId,
        main_market_outcomes_count: row.mainMarketOutcomesCount,
        secondary_market_outcomes_count: row.secondaryMarketOutcomesCount,
      });
    }
    for (const row of await this.db.select().from(categories)) {
      store.putCategory({
        id: row.id,
        sportId: row.sportId,
        slug: row.slug,
        name: row.name,
        priority: row.priority,
        country_code: row.countryCode,
      });
    }
    for (const row of await this.db.select().from(tournaments)) {
      store.putTournament({
        id: row.id,
        urn_id: row.urnId,
        sportId: row.sportId,
        categoryId: row.categoryId,
        slug: row.slug,
        name: row.name,
        priority: row.priority,
      });
    }
    const byMatch = new Map<number, MarketRecord[]>();
    for (const row of await this.db.select().from(markets)) {
      const list = byMatch.get(row.matchId) ?? [];
      list.push({
        matchId: row.matchId,
        marketId: row.marketId,
        specifier: row.specifier,
        name: row.name,
        status: row.status as MarketRecord['status'],
        outcomes: row.outcomes as OutcomeRecord[],
        groups: row.groups,
        priority: row.priority,
        mostBalanced: row.mostBalanced,
        customBetGroups: row.customBetGroups,
        provider: row.provider,
        nextBetStop: null,
        results: row.results as Record<string, OutcomeResultRecord> | null,
      });
      byMatch.set(row.matchId, list);
    }
    for (const row of await this.db.select().from(matches)) {
      const tournament = store.tournaments.get(row.tournamentId);
      if (!tournament) continue;
      store.putMatch({
        id: row.id,
        urnId: row.urnId,
        slug: row.slug,
        type: row.type as MatchRecord['type'],
        name: row.name,
        tournamentId: row.tournamentId,
        sportId: tournament.sportId,
        home: row.home as Competitor | null,
        away: row.away as Competitor | null,
        outrightCompetitors: row.outrightCompetitors as Competitor[],
        stadium: row.stadium,
        city: row.city,
        status: row.status as MatchRecord['status'],
        stage: row.stage,
        startTime: row.startTime.getTime(),
        endDate: row.endDate?.getTime() ?? null,
        statistics: row.statistics as MatchStatistics,
        hasVideo: row.hasVideo,
        provider: row.provider,
        isProviderStatsAvailable: row.isProviderStatsAvailable,
        markets: new Map(
          (byMatch.get(row.id) ?? []).map((m) => [marketKey(m.marketId, m.specifier), m]),
        ),
        feedState: row.feedState,
      });
    }
    for (const row of await this.db.select().from(providerStatuses)) {
      store.setProviderStatus(row.provider, row.status as ProviderStatus);
    }
  }

  /** Writes sports, categories and tournaments (idempotent). */
  async saveStructure(store: CatalogueStore): Promise<void> {
    await this.db.transaction(async (tx) => {
      const sportRows = [...store.sports.values()].map((s) => ({
        id: s.id,
        urnId: s.urn_id,
        key: s.key,
        name: s.name,
        priority: s.priority,
        type: s.type,
        provider: s.provider,
        mainMarketId: s.main_market_id,
        secondaryMarketId: s.secondary_market_id,
        mainMarketOutcomesCount: s.main_market_outcomes_count,
        secondaryMarketOutcomesCount: s.secondary_market_outcomes_count,
      }));
      if (sportRows.length > 0) {
        await tx
          .insert(sports)
          .values(sportRows)
          .onConflictDoUpdate({ target: sports.id, set: excludedSet(sports, ['id']) });
      }
      const categoryRows = [...store.categories.values()].map((c) => ({
        id: c.id,
        sportId: c.sportId,
        slug: c.slug,
        name: c.name,
        priority: c.priority,
        countryCode: c.country_code,
      }));
      if (categoryRows.length > 0) {
        await tx
          .insert(categories)
          .values(categoryRows)
          .onConflictDoUpdate({ target: categories.id, set: excludedSet(categories, ['id']) });
      }
      const tournamentRows = [...store.tournaments.values()].map((t) => ({
        id: t.id,
        urnId: t.urn_id,
        sportId: t.sportId,
        categoryId: t.categoryId,
        slug: t.slug,
        name: t.name,
        priority: t.priority,
      }));
      if (tournamentRows.length > 0) {
        await tx
          .insert(tournaments)
          .values(tournamentRows)
          .onConflictDoUpdate({ target: tournaments.id, set: excludedSet(tournaments, ['id']) });
      }
    });
  }

  /** Upserts matches (when `fixture`) and the listed markets of each, in one transaction. */
  async saveMatches(
    entries: { match: MatchRecord; fixture: boolean; marketKeys: Iterable<string> }[],
  ): Promise<void> {
    if (entries.length === 0) return;
    await this.db.transaction(async (tx) => {
      const fixtures = entries.filter((entry) => entry.fixture).map((entry) => entry.match);
      for (const batch of chunks(fixtures, 500)) {
        await tx
          .insert(matches)
          .values(
            batch.map((m) => ({
              id: m.id,
              urnId: m.urnId,
              slug: m.slug,
              type: m.type,
              name: m.name,
              tournamentId: m.tournamentId,
              home: m.home,
              away: m.away,
              outrightCompetitors: m.outrightCompetitors,
              stadium: m.stadium,
              city: m.city,
              status: m.status,
              stage: m.stage,
              startTime: new Date(m.startTime),
              endDate: m.endDate === null ? null : new Date(m.endDate),
              statistics: m.statistics,
              hasVideo: m.hasVideo,
              provider: m.provider,
              isProviderStatsAvailable: m.isProviderStatsAvailable,
              feedState: m.feedState,
              updatedAt: new Date(),
            })),
          )
          .onConflictDoUpdate({ target: matches.id, set: excludedSet(matches, ['id', 'urnId']) });
      }
      const marketRows = entries.flatMap(({ match, marketKeys }) =>
        [...marketKeys].flatMap((key) => {
          const market = match.markets.get(key);
          if (!market) return [];
          return [
            {
              matchId: market.matchId,
              marketId: market.marketId,
              specifier: market.specifier,
              name: market.name,
              status: market.status,
              outcomes: market.outcomes,
              groups: market.groups,
              priority: market.priority,
              mostBalanced: market.mostBalanced,
              customBetGroups: market.customBetGroups,
              provider: market.provider,
              results: market.results,
              updatedAt: new Date(),
            },
          ];
        }),
      );
      for (const batch of chunks(marketRows)) {
        await tx
          .insert(markets)
          .values(batch)
          .onConflictDoUpdate({
            target: [markets.matchId, markets.marketId, markets.specifier],
            set: excludedSet(markets, ['matchId', 'marketId', 'specifier']),
          });
      }
    });
  }

  async deleteMatches(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.delete(matches).where(inArray(matches.id, ids));
  }

  async saveProviderStatus(provider: string, status: ProviderStatus): Promise<void> {
    await this.db
      .insert(providerStatuses)
      .values({ provider, status })
      .onConflictDoUpdate({
        target: providerStatuses.provider,
        set: { status, updatedAt: new Date() },
      });
  }
}
