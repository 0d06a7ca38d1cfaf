// Activity tracking: the web reports every 60 s while the player is active; a daily cap ends play.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { PlatformError } from '../errors';
import { playerActivity } from '../schema/responsible-gambling';
import { periodStart, type LimitPeriod } from './limit-rows';
import type { UserLimits } from './limits';

/** The web tracks every 60 s; reports closer than this count only the time since the last one. */
const TRACK_INTERVAL_S = 60;

const activityLimitReached = () => new PlatformError('ACTIVITY_LIMIT_REACHED');

export class ActivityTracker {
  constructor(
    private readonly db: Database,
    private readonly limits: UserLimits,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Adds the time since the last report (at most one interval); 401 once the limit is used up. */
  async track(
    playerId: string,
  ): Promise<{ tracked_seconds: number; limit_seconds: number | null } | PlatformError> {
    const now = this.now();
    const day = now.toISOString().slice(0, 10);
    const limit = await this.limits.active(playerId, 'activity');
    const limitSeconds = limit ? limit.value * 60 : null;
    const [before] = await this.db
      .select()
      .from(playerActivity)
      .where(and(eq(playerActivity.playerId, playerId), eq(playerActivity.day, day)));
    let seconds = before?.seconds ?? 0;
    if (limit && limit.period !== 'day')
      seconds = await this.totalSince(playerId, periodStart(limit.period as LimitPeriod, now));
    if (limitSeconds !== null && seconds >= limitSeconds) return activityLimitReached();

    const sinceLast = before
      ? Math.floor((now.getTime() - before.lastTrackedAt.getTime()) / 1000)
      : TRACK_INTERVAL_S;
    const added = Math.max(0, Math.min(TRACK_INTERVAL_S, sinceLast));
    await this.db
      .insert(playerActivity)
      .values({ playerId, day, seconds: added, lastTrackedAt: now })
      .onConflictDoUpdate({
        target: [playerActivity.playerId, playerActivity.day],
        set: { seconds: sql`${playerActivity.seconds} + ${added}`, lastTrackedAt: now },
      });
    const tracked = seconds + added;
    if (limitSeconds !== null && tracked >= limitSeconds) return activityLimitReached();
    return { tracked_seconds: tracked, limit_seconds: limitSeconds };
  }

  /** Whether the activity limit is used up (read only: nothing is counted). */
  async limitReached(playerId: string): Promise<boolean> {
    const now = this.now();
    const limit = await this.limits.active(playerId, 'activity');
    if (!limit) return false;
    const from =
      limit.period === 'day'
        ? new Date(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`)
        : periodStart(limit.period as LimitPeriod, now);
    return (await this.totalSince(playerId, from)) >= limit.value * 60;
  }

  private async totalSince(playerId: string, from: Date): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${playerActivity.seconds}), 0)::int` })
      .from(playerActivity)
      .where(
        and(
          eq(playerActivity.playerId, playerId),
          sql`${playerActivity.day} >= ${from.toISOString().slice(0, 10)}`,
        ),
      );
    return row?.total ?? 0;
  }
}
