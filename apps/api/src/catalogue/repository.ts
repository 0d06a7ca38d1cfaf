// Loads the catalogue into memory at boot and writes the feed's changes back in batches.
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { MatchStatistics, Sport } from '@sportsbook/contracts';
import type { Database } from '../db/client';
import { categories, markets, matches, providerStatuses, sports, tournaments } from '../db/schema';
import {
  marketKey,
  type CompetitorRecord,
  type MarketRecord,
  type NameTranslations,
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

const sameRecord = (a: unknown, b: unknown) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class CatalogueRepository {
  constructor(private readonly db: Database) {}

  async load(store: CatalogueStore): Promise<void> {
    await this.loadStructure(store);
    await this.loadMatches(store);
    await this.loadProviderStatuses(store);
  }

  /** Sports, categories and tournaments; a record that did not change is left as it is. */
  async loadStructure(store: CatalogueStore): Promise<void> {
    for (const row of await this.db.select().from(sports)) {
      const sport: Sport = {
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
      };
      if (!sameRecord(store.sports.get(row.id), sport)) store.putSport(sport);
    }
    for (const row of await this.db.select().from(categories)) {
      const category = {
        id: row.id,
        sportId: row.sportId,
        slug: row.slug,
        name: row.name,
        names: row.names as NameTranslations,
        priority: row.priority,
        country_code: row.countryCode,
      };
      if (!sameRecord(store.categories.get(row.id), category)) store.putCategory(category);
    }
    for (const row of await this.db.select().from(tournaments)) {
      const tournament = {
        id: row.id,
        urn_id: row.urnId,
        sportId: row.sportId,
        categoryId: row.categoryId,
        slug: row.slug,
        name: row.name,
        names: row.names as NameTranslations,
        priority: row.priority,
      };
      if (!sameRecord(store.tournaments.get(row.id), tournament)) store.putTournament(tournament);
    }
  }

  /** Matches with their markets: every one, or those listed. */
  async loadMatches(store: CatalogueStore, ids?: number[]): Promise<void> {
    if (ids?.length === 0) return;
    const byMatch = new Map<number, MarketRecord[]>();
    const marketRows = ids
      ? await this.db.select().from(markets).where(inArray(markets.matchId, ids))
      : await this.db.select().from(markets);
    for (const row of marketRows) {
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
    const matchRows = ids
      ? await this.db.select().from(matches).where(inArray(matches.id, ids))
      : await this.db.select().from(matches);
    for (const row of matchRows) {
      const tournament = store.tournaments.get(row.tournamentId);
      if (!tournament) continue;
      store.putMatch({
        id: row.id,
        urnId: row.urnId,
        slug: row.slug,
        type: row.type as MatchRecord['type'],
        name: row.name,
        names: row.names as NameTranslations,
        tournamentId: row.tournamentId,
        sportId: tournament.sportId,
        home: row.home as CompetitorRecord | null,
        away: row.away as CompetitorRecord | null,
        outrightCompetitors: row.outrightCompetitors as CompetitorRecord[],
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
  }

  async loadProviderStatuses(store: CatalogueStore): Promise<void> {
    for (const row of await this.db.select().from(providerStatuses)) {
      if (store.providerStatuses.get(row.provider) !== row.status)
        store.setProviderStatus(row.provider, row.status as ProviderStatus);
    }
  }

  /**
   * Matches whose row or a market was written after `since`, with the time of their latest
   * write (the writer's clock); both columns are indexed.
   */
  async changedMatches(since: Date): Promise<Map<number, number>> {
    const rows = await this.db.execute<{ id: number; updated_at: string | Date }>(sql`
      select id, max(updated_at) as updated_at from (
        select id, updated_at from ${matches} where updated_at > ${since}
        union all
        select match_id, updated_at from ${markets} where updated_at > ${since}
      ) changed group by id`);
    const list = Array.isArray(rows) ? rows : (rows as { rows: typeof rows }).rows;
    return new Map(
      (list as { id: number; updated_at: string | Date }[]).map((r) => [
        Number(r.id),
        new Date(r.updated_at).getTime(),
      ]),
    );
  }

  /** The ids of every stored match. */
  async matchIds(): Promise<Set<number>> {
    return new Set((await this.db.select({ id: matches.id }).from(matches)).map((r) => r.id));
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
        names: c.names,
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
        names: t.names,
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
              names: m.names,
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
