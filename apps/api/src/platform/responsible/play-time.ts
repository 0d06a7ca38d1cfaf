// Whether the player's play time allows a bet: a used-up session limit or activity limit stops
// betting until the period ends or the player sets a larger limit.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db';
import { userLimits } from '../schema/responsible-gambling';
import type { ActivityTracker } from './activity';
import type { SportsbookSessions } from './sportsbook-sessions';

export type PlayTimeRefusal = 'SESSION_LIMIT_REACHED' | 'ACTIVITY_LIMIT_REACHED';

/** The limits on play time (the others limit money or exclude). */
export const PLAY_TIME_LIMIT_TYPES = ['session', 'activity'] as const;
export type PlayTimeLimitType = (typeof PLAY_TIME_LIMIT_TYPES)[number];

export class PlayTime {
  constructor(
    private readonly db: Database,
    private readonly sessions: SportsbookSessions,
    private readonly activity: ActivityTracker,
  ) {}

  /** The limit that forbids betting now, or null when the player may bet. */
  async refusal(playerId: string): Promise<PlayTimeRefusal | null> {
    // One read for the usual player, who set neither limit.
    const set = await this.db
      .select({ type: userLimits.type })
      .from(userLimits)
      .where(
        and(
          eq(userLimits.playerId, playerId),
          eq(userLimits.status, 'active'),
          inArray(userLimits.type, [...PLAY_TIME_LIMIT_TYPES]),
        ),
      );
    return this.refusalUnder(
      playerId,
      set.map((row) => row.type as PlayTimeLimitType),
    );
  }

  /**
   * refusal() for a caller that read the player's active play-time limits already (placement
   * reads them with the session): no read at all for the usual player, who set neither.
   */
  async refusalUnder(
    playerId: string,
    limits: readonly PlayTimeLimitType[],
  ): Promise<PlayTimeRefusal | null> {
    if (limits.includes('session') && (await this.sessions.limitReached(playerId)))
      return 'SESSION_LIMIT_REACHED';
    if (limits.includes('activity') && (await this.activity.limitReached(playerId)))
      return 'ACTIVITY_LIMIT_REACHED';
    return null;
  }
}
