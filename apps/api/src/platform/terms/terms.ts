// The terms and conditions a player must have accepted, in their current version, to bet.
import { and, eq } from 'drizzle-orm';
import type { Site } from '../../site/site';
import type { Database, Executor } from '../db';
import { PlatformError } from '../errors';
import { termsAcceptances } from '../schema/terms';

export interface TermsStatus {
  version: string | null;
  accepted: boolean;
  accepted_at: string | null;
}

export class Terms {
  /** A version published while running (development route); the site's otherwise. */
  private published: string | null = null;
  /** Players known to have accepted a version: an acceptance is never taken back. */
  private readonly known = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly site: Site,
  ) {}

  /** The version in force, or null when the site has no terms (nothing to accept). */
  version(): string | null {
    return this.published ?? this.site.config.terms?.version ?? null;
  }

  /** Makes another version current at once (development and tests: an operator's update). */
  publish(version: string): void {
    this.published = version;
  }

  async status(playerId: string, db: Executor = this.db): Promise<TermsStatus> {
    const version = this.version();
    if (!version) return { version, accepted: true, accepted_at: null };
    const [row] = await db
      .select()
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.playerId, playerId), eq(termsAcceptances.version, version)));
    if (row) this.known.add(`${playerId}:${version}`);
    return { version, accepted: Boolean(row), accepted_at: row?.acceptedAt.toISOString() ?? null };
  }

  /** Whether the player may bet as far as the terms go: the current version is accepted. */
  async hasAccepted(playerId: string): Promise<boolean> {
    const version = this.version();
    if (!version || this.known.has(`${playerId}:${version}`)) return true;
    return (await this.status(playerId)).accepted;
  }

  /**
   * Records the player's acceptance of `version`, which must be the current one: accepting a
   * text the player was not shown (an older tab) would not count.
   */
  async accept(
    playerId: string,
    version: string | null = this.version(),
    db: Executor = this.db,
  ): Promise<TermsStatus | PlatformError> {
    const current = this.version();
    if (!current) return { version: null, accepted: true, accepted_at: null };
    if (version !== current)
      return new PlatformError('TERMS_VERSION_OUTDATED', { version: current });
    await db.insert(termsAcceptances).values({ playerId, version }).onConflictDoNothing();
    this.known.add(`${playerId}:${version}`);
    // Read within the caller's transaction: PGlite's one connection is held by it.
    return this.status(playerId, db);
  }
}
