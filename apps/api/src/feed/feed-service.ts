// Runs a feed provider into the catalogue: ingest, periodic database flush, settlement hand-off.
// Results are stored (with whatever must be recorded with them) before anyone applies them.
import type { FastifyBaseLogger } from 'fastify';
import { CatalogueRepository } from '../catalogue/repository';
import type { CatalogueStore } from '../catalogue/store';
import {
  emptyDirty,
  FeedIngest,
  type CataloguePublisher,
  type DirtySet,
  type IngestHooks,
} from './ingest';
import type { FeedProvider } from './messages';
import type { Database } from '../db/client';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Runs in the transaction that stores results, with the ids of the matches they belong to. */
export type ResultsStoredHook = (matchIds: number[], tx: Transaction) => Promise<void>;

export interface FeedServiceOptions {
  flushMs: number;
  locales: string[];
  log: FastifyBaseLogger;
  hooks?: IngestHooks;
  /** Where results are written in one transaction with the ResultsStoredHooks. */
  db?: Database;
}

export class FeedService {
  readonly ingest: FeedIngest;
  private readonly settlementListeners: Array<(matchId: number) => void> = [];
  private readonly marketListeners: Array<(matchId: number) => void> = [];
  private readonly startListeners: Array<(matchIds: number[]) => void> = [];
  private readonly resultsHooks: ResultsStoredHook[] = [];
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: CatalogueStore,
    private readonly repository: CatalogueRepository,
    private readonly provider: FeedProvider,
    publish: CataloguePublisher,
    private readonly options: FeedServiceOptions,
  ) {
    this.ingest = new FeedIngest(store, publish, options.locales);
  }

  /** Called with a match id once its results are written (settlement starts here). */
  onSettlement(listener: (matchId: number) => void): void {
    this.settlementListeners.push(listener);
  }

  /** Runs in the transaction that writes results (e.g. to queue their settlement). */
  onResultsStored(hook: ResultsStoredHook): void {
    this.resultsHooks.push(hook);
  }

  /** Called, once they are written, with the ids of matches that went live. */
  onMatchesStarted(listener: (matchIds: number[]) => void): void {
    this.startListeners.push(listener);
  }

  get running(): boolean {
    return this.started;
  }

  /** Called with a match id whenever its prices or market statuses change. */
  onMarketsChanged(listener: (matchId: number) => void): void {
    this.marketListeners.push(listener);
  }

  /** Starts ingesting (again, after stop()): only the feed leader does. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.provider.start((message) => {
      this.ingest.apply(message);
      if (message.type === 'odds_change' || message.type === 'bet_stop') {
        for (const listener of this.marketListeners) listener(message.matchId);
      }
      // Results are written at once: settlement reads them from the database.
      if (message.type === 'bet_settlement') void this.flush();
    });
    // The first catalogue is large; it is written in the background while reads are served from memory.
    void this.flush();
    this.timer = setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.provider.stop();
    await this.flush();
  }

  /** Writes everything changed since the last flush; flushes never overlap. */
  flush(): Promise<void> {
    this.flushing = this.flushing
      .then(() => this.write())
      .catch((error: unknown) => {
        this.options.log.error({ err: error }, 'catalogue flush failed');
      });
    return this.flushing;
  }

  private async write(): Promise<void> {
    const dirty = this.ingest.dirty;
    this.ingest.dirty = emptyDirty();
    try {
      await this.writeDirty(dirty);
    } catch (error) {
      this.merge(dirty);
      throw error;
    }
    for (const matchId of dirty.settlements) {
      this.options.hooks?.onSettlement?.(matchId);
      for (const listener of this.settlementListeners) listener(matchId);
    }
    if (dirty.started.size > 0) {
      const started = [...dirty.started];
      for (const listener of this.startListeners) listener(started);
    }
  }

  private async writeDirty(dirty: DirtySet): Promise<void> {
    if (dirty.structure) await this.repository.saveStructure(this.store);
    const entries = [...dirty.matches].flatMap(([id, change]) => {
      const match = this.store.matches.get(id);
      return match ? [{ match, fixture: change.fixture, marketKeys: change.markets }] : [];
    });
    const settled = [...dirty.settlements];
    const { db } = this.options;
    if (settled.length > 0 && db && this.resultsHooks.length > 0) {
      await db.transaction(async (tx) => {
        await new CatalogueRepository(tx).saveMatches(entries);
        for (const hook of this.resultsHooks) await hook(settled, tx);
      });
    } else {
      await this.repository.saveMatches(entries);
    }
    await this.repository.deleteMatches([...dirty.removed]);
    for (const provider of dirty.providers) {
      await this.repository.saveProviderStatus(
        provider,
        this.store.providerStatuses.get(provider) ?? 'up',
      );
    }
  }

  /** Puts a failed flush's changes back so the next flush retries them. */
  private merge(failed: DirtySet): void {
    const current = this.ingest.dirty;
    current.structure ||= failed.structure;
    for (const [id, change] of failed.matches) {
      const entry = current.matches.get(id) ?? { fixture: false, markets: new Set<string>() };
      entry.fixture ||= change.fixture;
      change.markets.forEach((key) => entry.markets.add(key));
      current.matches.set(id, entry);
    }
    failed.removed.forEach((id) => current.removed.add(id));
    failed.providers.forEach((p) => current.providers.add(p));
    failed.settlements.forEach((id) => current.settlements.add(id));
    failed.started.forEach((id) => current.started.add(id));
  }
}
