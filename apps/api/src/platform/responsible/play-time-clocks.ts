// Development only: moves a player's play-time clocks back, so the real limits answer as they
// would after that much play: a reality check due, a used-up session limit, a used-up activity
// limit. Browser tests use it instead of waiting the real minutes.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { PlatformError } from '../errors';
import { playerActivity, sportsbookSessions } from '../schema/responsible-gambling';

export const PLAY_TIME_CLOCKS = ['session', 'reality_check', 'activity'] as const;
export type PlayTimeClock = (typeof PLAY_TIME_CLOCKS)[number];

export type AgedPlayTime =
  | { clock: 'session' | 'reality_check'; started_at: string; acknowledged_at: string }
  | { clock: 'activity'; day: string; seconds: number };

const MINUTE = 60_000;

export class PlayTimeClocks {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * `session`: the open session started `minutes` earlier (its time counts against the session
   * limit). `reality_check`: the last reality check was `minutes` earlier (the session began no
   * later). `activity`: `minutes` more activity today.
   */
  async age(
    playerId: string,
    clock: PlayTimeClock,
    minutes: number,
  ): Promise<AgedPlayTime | PlatformError> {
    if (clock === 'activity') return this.addActivity(playerId, minutes);
    const [open] = await this.db
      .select()
      .from(sportsbookSessions)
      .where(and(eq(sportsbookSessions.playerId, playerId), isNull(sportsbookSessions.endedAt)))
      .orderBy(desc(sportsbookSessions.startedAt))
      .limit(1);
    if (!open) return new PlatformError('NO_SPORTSBOOK_SESSION');
    const back = (at: Date) => new Date(at.getTime() - minutes * MINUTE);
    const startedAt = clock === 'session' ? back(open.startedAt) : open.startedAt;
    const acknowledgedAt =
      clock === 'reality_check' ? back(open.acknowledgedAt) : open.acknowledgedAt;
    const [row] = await this.db
      .update(sportsbookSessions)
      .set({
        startedAt: startedAt < acknowledgedAt ? startedAt : acknowledgedAt,
        acknowledgedAt,
      })
      .where(eq(sportsbookSessions.id, open.id))
      .returning();
    return {
      clock,
      started_at: row!.startedAt.toISOString(),
      acknowledged_at: row!.acknowledgedAt.toISOString(),
    };
  }

  private async addActivity(playerId: string, minutes: number): Promise<AgedPlayTime> {
    const now = this.now();
    const day = now.toISOString().slice(0, 10);
    const added = minutes * 60;
    const [row] = await this.db
      .insert(playerActivity)
      .values({ playerId, day, seconds: added, lastTrackedAt: now })
      .onConflictDoUpdate({
        target: [playerActivity.playerId, playerActivity.day],
        set: { seconds: sql`${playerActivity.seconds} + ${added}` },
      })
      .returning();
    return { clock: 'activity', day, seconds: row!.seconds };
  }
}
