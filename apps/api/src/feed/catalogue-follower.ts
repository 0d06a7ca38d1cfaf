// Keeps the in-memory catalogue of an instance that does not run the feed in step with the
// database the leader flushes to: changed matches are read again, removed ones dropped.
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueRepository } from '../catalogue/repository';
import type { CatalogueStore } from '../catalogue/store';

/**
 * Rows are read again for this long after their write time, so a flush that committed late, or
 * a new leader whose clock is a little behind, is still seen.
 */
const OVERLAP_MS = 30_000;

export class CatalogueFollower {
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | null = null;
  /** Newest write time seen (the writer's clock). */
  private watermark = 0;
  /** Latest write time seen per match, so a row read again in the overlap is not put twice. */
  private readonly seen = new Map<number, number>();

  constructor(
    private readonly store: CatalogueStore,
    private readonly repository: CatalogueRepository,
    private readonly options: { intervalMs: number; log: FastifyBaseLogger },
  ) {}

  /**
   * Refreshes every intervalMs until stop(). The first time, it notes what the store was just
   * loaded with instead of reading it again (rows of the last OVERLAP_MS are read again).
   */
  async start(): Promise<void> {
    if (this.timer) return;
    if (this.watermark === 0) await this.prime().catch(() => undefined);
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'catalogue refresh failed; the next one retries');
      });
    }, this.options.intervalMs);
    this.timer.unref();
  }

  private async prime(): Promise<void> {
    const changed = await this.repository.changedMatches(new Date(0));
    for (const at of changed.values()) if (at > this.watermark) this.watermark = at;
    for (const [id, at] of changed) if (at < this.watermark - OVERLAP_MS) this.seen.set(id, at);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.refreshing?.catch(() => undefined);
  }

  /**
   * One refresh, never two at once. Matches in `keep` are left as they are (changes of this
   * instance not written yet).
   */
  refresh(keep: ReadonlySet<number> = new Set()): Promise<void> {
    this.refreshing ??= this.refreshOnce(keep).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refreshOnce(keep: ReadonlySet<number>): Promise<void> {
    const { store, repository } = this;
    await repository.loadStructure(store);
    const since = new Date(Math.max(0, this.watermark - OVERLAP_MS));
    const changed = await repository.changedMatches(since);
    const stale = [...changed]
      .filter(([id, at]) => this.seen.get(id) !== at && !keep.has(id))
      .map(([id]) => id);
    await repository.loadMatches(store, stale);
    for (const [id, at] of changed) {
      this.seen.set(id, at);
      if (at > this.watermark) this.watermark = at;
    }
    const stored = await repository.matchIds();
    for (const id of [...store.matches.keys()]) {
      if (!stored.has(id) && !keep.has(id)) {
        store.removeMatch(id);
        this.seen.delete(id);
      }
    }
    for (const id of this.seen.keys()) if (!stored.has(id)) this.seen.delete(id);
    await repository.loadProviderStatuses(store);
  }
}
