// Every instance serves reads from this in-memory catalogue; the feed keeps it current.
import type { CategoryRecord, MatchRecord, SportRecord, TournamentRecord } from './records';

export type ProviderStatus = 'up' | 'down';

export class CatalogueStore {
  readonly sports = new Map<number, SportRecord>();
  readonly categories = new Map<number, CategoryRecord>();
  readonly tournaments = new Map<number, TournamentRecord>();
  readonly matches = new Map<number, MatchRecord>();
  readonly providerStatuses = new Map<string, ProviderStatus>();
  private readonly sportsByKey = new Map<string, SportRecord>();
  private readonly slugs = new Map<string, number>();

  putSport(sport: SportRecord): void {
    this.sports.set(sport.id, sport);
    this.sportsByKey.set(sport.key, sport);
  }

  putCategory(category: CategoryRecord): void {
    this.categories.set(category.id, category);
  }

  putTournament(tournament: TournamentRecord): void {
    this.tournaments.set(tournament.id, tournament);
  }

  putMatch(match: MatchRecord): void {
    this.matches.set(match.id, match);
    this.slugs.set(`${match.sportId}|${match.slug}`, match.id);
  }

  removeMatch(id: number): void {
    const match = this.matches.get(id);
    if (!match) return;
    this.matches.delete(id);
    this.slugs.delete(`${match.sportId}|${match.slug}`);
  }

  sportByKey(key: string): SportRecord | undefined {
    return this.sportsByKey.get(key);
  }

  matchBySlug(sportId: number, slug: string): MatchRecord | undefined {
    const id = this.slugs.get(`${sportId}|${slug}`);
    return id === undefined ? undefined : this.matches.get(id);
  }

  isProviderUp(provider: string): boolean {
    return this.providerStatuses.get(provider) !== 'down';
  }

  nextId(map: Map<number, unknown>): number {
    let max = 0;
    for (const id of map.keys()) if (id > max) max = id;
    return max + 1;
  }
}
