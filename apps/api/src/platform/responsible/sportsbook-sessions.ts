// Sportsbook sessions: the session limit (403 when used up) and the reality-check summary from the ledger.
import type { RealityCheck, SportsbookSession } from '@sportsbook/contracts';
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { PlatformError } from '../errors';
import type { Players } from '../player/players';
import { players } from '../schema/players';
import { sportsbookSessions } from '../schema/responsible-gambling';
import { ledgerEntries } from '../schema/wallet';
import { periodStart, type LimitPeriod } from './limit-rows';
import type { UserLimits } from './limits';

type Row = typeof sportsbookSessions.$inferSelect;

/** A session with no activity for this long is over; the next start opens a new one. */
const SESSION_IDLE_MS = 30 * 60_000;

const sessionLimitReached = () => new PlatformError('SESSION_LIMIT_REACHED');
const noSportsbookSession = () => new PlatformError('NO_SPORTSBOOK_SESSION');

export class SportsbookSessions {
  constructor(
    private readonly db: Database,
    private readonly limits: UserLimits,
    private readonly players: Players,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Starts a session, or resumes the open one; 403 when the session limit is used up. */
  async start(playerId: string): Promise<SportsbookSession | PlatformError> {
    const now = this.now();
    const remaining = await this.remainingSeconds(playerId, now);
    const open = await this.open(playerId, now);
    if (remaining !== null && remaining <= 0) {
      if (open) await this.end(open.id, now);
      return sessionLimitReached();
    }
    if (open) return this.describe(await this.touch(open.id, { lastActiveAt: now }), remaining);
    // Starts from several tabs at once: one at a time per player, so they share one session
    // (two open sessions would count the same time twice against the session limit).
    const started = await this.db.transaction(async (tx) => {
      await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.id, playerId))
        .for('no key update');
      const [opened] = await tx
        .select()
        .from(sportsbookSessions)
        .where(and(eq(sportsbookSessions.playerId, playerId), isNull(sportsbookSessions.endedAt)))
        .orderBy(desc(sportsbookSessions.startedAt))
        .limit(1);
      const [row] = opened
        ? await tx
            .update(sportsbookSessions)
            .set({ lastActiveAt: now })
            .where(eq(sportsbookSessions.id, opened.id))
            .returning()
        : await tx
            .insert(sportsbookSessions)
            .values({ playerId, startedAt: now, lastActiveAt: now, acknowledgedAt: now })
            .returning();
      return row!;
    });
    return this.describe(started, remaining);
  }

  /** The player saw the reality check and plays on: the next check counts from now. */
  async continue(playerId: string): Promise<SportsbookSession | PlatformError> {
    const now = this.now();
    const session = await this.open(playerId, now);
    if (!session) return noSportsbookSession();
    const remaining = await this.remainingSeconds(playerId, now);
    if (remaining !== null && remaining <= 0) {
      await this.end(session.id, now);
      return sessionLimitReached();
    }
    return this.describe(
      await this.touch(session.id, { lastActiveAt: now, acknowledgedAt: now }),
      remaining,
    );
  }

  /** Whether the session limit is used up in its period (read only: no session is touched). */
  async limitReached(playerId: string): Promise<boolean> {
    const remaining = await this.remainingSeconds(playerId, this.now());
    return remaining !== null && remaining <= 0;
  }

  /** Stakes and wins of the session so far, in the active currency (minor units). */
  async realityCheck(playerId: string): Promise<RealityCheck | PlatformError> {
    const now = this.now();
    const session = await this.open(playerId, now);
    if (!session) return noSportsbookSession();
    await this.touch(session.id, { lastActiveAt: now });
    const currency = await this.players.activeCurrency(playerId);
    const [sums] = await this.db
      .select({
        bets: sql<number>`coalesce(sum(case when ${ledgerEntries.type} = 'stake' then -${ledgerEntries.amount} end), 0)::bigint`,
        wins: sql<number>`coalesce(sum(case when ${ledgerEntries.type} = 'win' then ${ledgerEntries.amount} end), 0)::bigint`,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.playerId, playerId),
          eq(ledgerEntries.currency, currency),
          gte(ledgerEntries.createdAt, session.startedAt),
          lte(ledgerEntries.createdAt, now),
        ),
      );
    const check = await this.limits.active(playerId, 'reality_check');
    const due =
      check !== null && now.getTime() - session.acknowledgedAt.getTime() >= check.value * 60_000;
    return {
      bets_sum: Number(sums?.bets ?? 0),
      wins_sum: Number(sums?.wins ?? 0),
      currency,
      period: { from: session.startedAt.toISOString(), to: now.toISOString() },
      reality_check_due: due,
    };
  }

  private async open(playerId: string, now: Date): Promise<Row | null> {
    const [row] = await this.db
      .select()
      .from(sportsbookSessions)
      .where(and(eq(sportsbookSessions.playerId, playerId), isNull(sportsbookSessions.endedAt)))
      .orderBy(desc(sportsbookSessions.startedAt))
      .limit(1);
    if (!row) return null;
    if (now.getTime() - row.lastActiveAt.getTime() < SESSION_IDLE_MS) return row;
    await this.end(row.id, row.lastActiveAt);
    return null;
  }

  private async touch(id: string, values: Partial<Row>): Promise<Row> {
    const [row] = await this.db
      .update(sportsbookSessions)
      .set(values)
      .where(eq(sportsbookSessions.id, id))
      .returning();
    return row!;
  }

  private async end(id: string, at: Date): Promise<void> {
    await this.db
      .update(sportsbookSessions)
      .set({ endedAt: at })
      .where(eq(sportsbookSessions.id, id));
  }

  /** Seconds left under the session limit in its period, or null without a limit. */
  private async remainingSeconds(playerId: string, now: Date): Promise<number | null> {
    const limit = await this.limits.active(playerId, 'session');
    if (!limit) return null;
    const from = periodStart(limit.period as LimitPeriod, now);
    const [row] = await this.db
      .select({
        used: sql<number>`coalesce(sum(extract(epoch from (coalesce(${sportsbookSessions.endedAt}, ${sportsbookSessions.lastActiveAt}) - greatest(${sportsbookSessions.startedAt}, ${from.toISOString()}::timestamptz)))), 0)::int`,
      })
      .from(sportsbookSessions)
      .where(
        and(eq(sportsbookSessions.playerId, playerId), gte(sportsbookSessions.lastActiveAt, from)),
      );
    return limit.value * 60 - Number(row?.used ?? 0);
  }

  private async describe(row: Row, remaining: number | null): Promise<SportsbookSession> {
    const check = await this.limits.active(row.playerId, 'reality_check');
    return {
      id: row.id,
      started_at: row.startedAt.toISOString(),
      last_active_at: row.lastActiveAt.toISOString(),
      reality_check_interval_min: check?.value ?? null,
      session_limit_remaining_s: remaining === null ? null : Math.max(0, remaining),
    };
  }
}
