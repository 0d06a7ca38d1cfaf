// The settlement queue: a row per match whose stored results still have to reach its bets.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../platform/db';
import { settlementJobs } from './schema';

export interface SettlementJob {
  matchId: number;
  version: number;
  attempts: number;
}

/** Back-off after a failed attempt: 1 s, 2 s, 4 s … up to five minutes. */
export const backoffSeconds = (attempts: number) => Math.min(300, 2 ** Math.max(0, attempts - 1));

export class SettlementJobs {
  constructor(private readonly db: Database) {}

  /**
   * Records that these matches' results must be applied. Call it in the transaction that stores
   * the results, so results never exist without their job. A job already queued is bumped: a
   * run that started before these results will not remove it.
   */
  async enqueue(matchIds: Iterable<number>, tx: Executor = this.db): Promise<void> {
    const values = [...new Set(matchIds)].map((matchId) => ({ matchId }));
    if (values.length === 0) return;
    await tx
      .insert(settlementJobs)
      .values(values)
      .onConflictDoUpdate({
        target: settlementJobs.matchId,
        set: {
          version: sql`${settlementJobs.version} + 1`,
          attempts: 0,
          dueAt: sql`now()`,
          lastError: null,
        },
      });
  }

  async get(matchId: number): Promise<SettlementJob | null> {
    const [row] = await this.db
      .select()
      .from(settlementJobs)
      .where(eq(settlementJobs.matchId, matchId));
    return row ? { matchId: row.matchId, version: row.version, attempts: row.attempts } : null;
  }

  /** Jobs whose time has come, oldest first. */
  async due(limit = 100): Promise<SettlementJob[]> {
    const rows = await this.db
      .select()
      .from(settlementJobs)
      .where(lte(settlementJobs.dueAt, sql`now()`))
      .orderBy(asc(settlementJobs.dueAt))
      .limit(limit);
    return rows.map((row) => ({
      matchId: row.matchId,
      version: row.version,
      attempts: row.attempts,
    }));
  }

  /** Removes a finished job, unless newer results were queued since it was read. */
  async done(job: SettlementJob): Promise<void> {
    await this.db
      .delete(settlementJobs)
      .where(and(eq(settlementJobs.matchId, job.matchId), eq(settlementJobs.version, job.version)));
  }

  /** Schedules the next attempt of a failed job with exponential back-off. */
  async failed(job: SettlementJob, error: unknown): Promise<void> {
    const attempts = job.attempts + 1;
    await this.db
      .update(settlementJobs)
      .set({
        attempts,
        dueAt: sql`now() + make_interval(secs => ${backoffSeconds(attempts)})`,
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
      })
      .where(and(eq(settlementJobs.matchId, job.matchId), eq(settlementJobs.version, job.version)));
  }
}
