// Every instance serves reads from this in-memory catalogue; the feed keeps it current.
import type { CategoryRecord, MatchRecord, SportRecord, TournamentRecord } from './records';

export type ProviderStatus = 'up' | 'down';

export class CatalogueStore {
  readonly sports = new Map<number, SportRecord>();
  readonly categories = new Map<number, CategoryRecord>();
  readonly tournaments = new Map<number, TournamentRecord>();
  readonly matches = new Map<number, MatchRecord>();
  private readonly statuses = new Map<string, ProviderStatus>();
  private readonly sportsByKey = new Map<string, SportRecord>();
  private readonly slugs = new Map<string, number>();
  /**
   * Bumped on every change, so an answer built from the catalogue stays valid exactly as long as
   * the revision it was built at (answers never depend on the clock, only on this state).
   */
  private revisionCounter = 0;
  private readonly matchRevisions = new Map<number, number>();
  private structure = 0;

  get providerStatuses(): ReadonlyMap<string, ProviderStatus> {
    return this.statuses;
  }

  get revision(): number {
    return this.revisionCounter;
  }

  /** The revision of the sports, categories and tournaments that every match embeds. */
  get structureRevision(): number {
    return this.structure;
  }

  matchRevision(id: number): number {
    return this.matchRevisions.get(id) ?? 0;
  }

  /** Records that a match (its fields, statistics or markets) changed in place. */
  changed(matchId: number): void {
    this.matchRevisions.set(matchId, ++this.revisionCounter);
  }

  private structureChanged(): void {
    this.structure = ++this.revisionCounter;
  }

  putSport(sport: SportRecord): void {
    this.sports.set(sport.id, sport);
    this.sportsByKey.set(sport.key, sport);
    this.structureChanged();
  }

  putCategory(category: CategoryRecord): void {
    this.categories.set(category.id, category);
    this.structureChanged();
  }

  putTournament(tournament: TournamentRecord): void {
    this.tournaments.set(tournament.id, tournament);
    this.structureChanged();
  }

  putMatch(match: MatchRecord): void {
    this.matches.set(match.id, match);
    this.slugs.set(`${match.sportId}|${match.slug}`, match.id);
    this.changed(match.id);
  }

  removeMatch(id: number): void {
    const match = this.matches.get(id);
    if (!match) return;
    this.matches.delete(id);
    this.slugs.delete(`${match.sportId}|${match.slug}`);
    this.matchRevisions.delete(id);
    this.revisionCounter += 1;
  }

  setProviderStatus(provider: string, status: ProviderStatus): void {
    this.statuses.set(provider, status);
    this.revisionCounter += 1;
  }

  sportByKey(key: string): SportRecord | undefined {
    return this.sportsByKey.get(key);
  }

  matchBySlug(sportId: number, slug: string): MatchRecord | undefined {
    const id = this.slugs.get(`${sportId}|${slug}`);
    return id === undefined ? undefined : this.matches.get(id);
  }

  isProviderUp(provider: string): boolean {
    return this.statuses.get(provider) !== 'down';
  }

  nextId(map: Map<number, unknown>): number {
    let max = 0;
    for (const id of map.keys()) if (id > max) max = id;
    return max + 1;
  }
}
