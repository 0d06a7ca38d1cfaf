// A player's favourites: listed with the match filters over the in-memory catalogue, added only
// for items the catalogue knows, removed idempotently. Every call is scoped to one player.
import type { Favourite, FavouriteType } from '@sportsbook/contracts';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { matchesFilters, type MatchFilterSet } from '../catalogue/match-query';
import type { MatchRecord } from '../catalogue/records';
import type { CatalogueStore } from '../catalogue/store';
import { favourites } from './schema';

/** Enough for any real follower of many leagues; a bound on what one player can store. */
const FAVOURITES_PER_TYPE_MAX = 500;

export type FavouriteRefusal = 'FAVOURITE_NOT_FOUND' | 'FAVOURITES_LIMIT_REACHED';

export class FavouriteError {
  readonly kind = 'favourite';
  constructor(readonly code: FavouriteRefusal) {}
}

export type FavouriteFilters = Pick<MatchFilterSet, 'type' | 'statuses' | 'bettable'>;

const hasFilters = (f: FavouriteFilters) =>
  f.type !== undefined || f.statuses !== undefined || f.bettable !== undefined;

export class Favourites {
  constructor(
    private readonly db: Database,
    private readonly store: () => CatalogueStore,
  ) {}

  /** Newest first. With filters, only items with a match that passes them (docs/decisions.md). */
  async list(
    playerId: string,
    type: FavouriteType,
    filters: FavouriteFilters = {},
  ): Promise<Favourite[]> {
    const rows = await this.db
      .select({ itemId: favourites.itemId, createdAt: favourites.createdAt })
      .from(favourites)
      .where(and(eq(favourites.playerId, playerId), eq(favourites.type, type)))
      .orderBy(desc(favourites.createdAt), desc(favourites.itemId));
    const kept = hasFilters(filters) ? this.passing(type, filters) : null;
    return rows
      .filter((row) => !kept || kept(row.itemId))
      .map((row) => ({ type, id: row.itemId, created_at: row.createdAt.toISOString() }));
  }

  /** The match ids a player starred (the /matches favourite filter). */
  async matchIds(playerId: string): Promise<ReadonlySet<number>> {
    const rows = await this.db
      .select({ itemId: favourites.itemId })
      .from(favourites)
      .where(and(eq(favourites.playerId, playerId), eq(favourites.type, 'matches')));
    return new Set(rows.map((row) => row.itemId));
  }

  /** Stars an item the catalogue knows; starring it again answers the favourite already held. */
  async add(
    playerId: string,
    type: FavouriteType,
    itemId: number,
  ): Promise<Favourite | FavouriteError> {
    if (!this.exists(type, itemId)) return new FavouriteError('FAVOURITE_NOT_FOUND');
    const mine = and(eq(favourites.playerId, playerId), eq(favourites.type, type));
    const [held] = await this.db.select({ n: count() }).from(favourites).where(mine);
    const [existing] = await this.find(playerId, type, itemId);
    if (!existing && (held?.n ?? 0) >= FAVOURITES_PER_TYPE_MAX)
      return new FavouriteError('FAVOURITES_LIMIT_REACHED');
    if (!existing)
      await this.db.insert(favourites).values({ playerId, type, itemId }).onConflictDoNothing();
    const [row] = existing ? [existing] : await this.find(playerId, type, itemId);
    if (!row) return new FavouriteError('FAVOURITE_NOT_FOUND'); // removed in between
    return { type, id: itemId, created_at: row.createdAt.toISOString() };
  }

  /** The players who starred a match or its league: they are told when it goes live. */
  async followers(match: Pick<MatchRecord, 'id' | 'tournamentId'>): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ playerId: favourites.playerId })
      .from(favourites)
      .where(
        or(
          and(eq(favourites.type, 'matches'), eq(favourites.itemId, match.id)),
          and(eq(favourites.type, 'tournaments'), eq(favourites.itemId, match.tournamentId)),
        ),
      );
    return rows.map((row) => row.playerId);
  }

  /** Unstars an item; an item not starred is already as asked. */
  async remove(playerId: string, type: FavouriteType, itemId: number): Promise<void> {
    await this.db
      .delete(favourites)
      .where(
        and(
          eq(favourites.playerId, playerId),
          eq(favourites.type, type),
          eq(favourites.itemId, itemId),
        ),
      );
  }

  private find(playerId: string, type: FavouriteType, itemId: number) {
    return this.db
      .select({ createdAt: favourites.createdAt })
      .from(favourites)
      .where(
        and(
          eq(favourites.playerId, playerId),
          eq(favourites.type, type),
          eq(favourites.itemId, itemId),
        ),
      );
  }

  private exists(type: FavouriteType, id: number): boolean {
    const store = this.store();
    if (type === 'matches') return store.matches.has(id);
    if (type === 'tournaments') return store.tournaments.has(id);
    return store.sports.has(id);
  }

  /** Which ids of `type` have at least one match passing the filters. */
  private passing(type: FavouriteType, filters: FavouriteFilters): (id: number) => boolean {
    const store = this.store();
    const passes = (match: MatchRecord) => matchesFilters(store, match, filters);
    if (type === 'matches')
      return (id) => {
        const match = store.matches.get(id);
        return match !== undefined && passes(match);
      };
    const ids = new Set<number>();
    for (const match of store.matches.values())
      if (passes(match)) ids.add(type === 'tournaments' ? match.tournamentId : match.sportId);
    return (id) => ids.has(id);
  }
}
