// Runs settlement as a resumable job on the feed leader: at once when results are stored, and as
// a sweep on start-up and every SETTLEMENT_SWEEP_MS that finishes whatever a fault interrupted.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../platform/db';
import type { BetCashout } from './cashout-service';
import { backoffSeconds, type SettlementJob, type SettlementJobs } from './settlement-jobs';
import { BetSettlementRepository } from './settlement-repository';
import type { BetSettlement } from './settlement-service';

export interface SettlementRunnerDeps {
  db: Database;
  settlement: BetSettlement;
  cashout: BetCashout;
  jobs: SettlementJobs;
  log: FastifyBaseLogger;
  sweepMs: number;
  /** How long after its deadline a cash-out is left to the request that started it. */
  cashoutGraceMs: number;
}

/** What one sweep did. */
export interface SweepReport {
  cashouts: number;
  jobs: number;
  bets: number;
  failures: number;
}

export class SettlementRunner {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<SweepReport> | null = null;
  private running = false;
  /** Bets the safety net could not settle, with when to try again (a job's back-off, in memory). */
  private readonly retryAt = new Map<number, { attempts: number; at: number }>();

  private readonly bets: BetSettlementRepository;

  constructor(private readonly deps: SettlementRunnerDeps) {
    this.bets = new BetSettlementRepository(deps.db);
  }

  get active(): boolean {
    return this.running;
  }

  /** Sweeps now, then every sweepMs, until stop(). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.trigger();
    this.timer = setInterval(() => this.trigger(), this.deps.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping?.catch(() => undefined);
  }

  private trigger(): void {
    this.sweep().catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'settlement sweep failed; the next one retries');
    });
  }

  /**
   * Applies a match's stored results now (the feed just wrote them); its job records the rest.
   * Only while running: results written as the lead is given up wait for the next leader.
   */
  async runMatch(matchId: number): Promise<void> {
    if (!this.running) return;
    const job = await this.deps.jobs.get(matchId);
    if (job) await this.runJob(job);
  }

  /**
   * One pass, never two at once: expired cash-outs are resolved first (completed or returned to
   * open), then queued matches are settled, then any running bet whose results are stored.
   */
  sweep(): Promise<SweepReport> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<SweepReport> {
    const report: SweepReport = { cashouts: 0, jobs: 0, bets: 0, failures: 0 };
    for (const betId of await this.deps.cashout.expired(this.deps.cashoutGraceMs)) {
      try {
        await this.deps.cashout.resolve(betId);
        report.cashouts++;
      } catch (error) {
        report.failures++;
        this.deps.log.warn({ err: error, betId }, 'expired cash-out not resolved; retrying later');
      }
    }
    for (const job of await this.deps.jobs.due()) {
      if (await this.runJob(job)) report.jobs++;
      else report.failures++;
    }
    const now = Date.now();
    for (const betId of await this.bets.due(500)) {
      const retry = this.retryAt.get(betId);
      if (retry && retry.at > now) continue;
      try {
        if (await this.deps.settlement.settleBet(betId)) report.bets++;
        this.retryAt.delete(betId);
      } catch (error) {
        report.failures++;
        const attempts = (retry?.attempts ?? 0) + 1;
        this.retryAt.set(betId, { attempts, at: now + backoffSeconds(attempts) * 1000 });
        this.deps.log.warn({ err: error, betId, attempts }, 'bet not settled; retrying later');
      }
    }
    if (report.cashouts + report.jobs + report.bets > 0 || report.failures > 0) {
      this.deps.log.info(report, 'settlement sweep');
    }
    return report;
  }

  private async runJob(job: SettlementJob): Promise<boolean> {
    try {
      await this.deps.settlement.settleMatch(job.matchId);
      await this.deps.jobs.done(job);
      return true;
    } catch (error) {
      this.deps.log.warn(
        { err: error, matchId: job.matchId, attempts: job.attempts + 1 },
        'settlement of a match failed; retrying with back-off',
      );
      await this.deps.jobs.failed(job, error).catch(() => undefined);
      return false;
    }
  }
}
