// Responsible-gambling limits a player sets: session time, activity time, reality-check interval.
import type { UserLimit } from '@sportsbook/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { userLimits } from '../schema/responsible-gambling';

export type LimitType = UserLimit['type'];
export type LimitPeriod = UserLimit['period'];
type Row = typeof userLimits.$inferSelect;

function toUserLimit(row: Row): UserLimit {
  return {
    id: row.id,
    type: row.type as LimitType,
    strategy: 'time',
    status: row.status as UserLimit['status'],
    period: row.period as LimitPeriod,
    value: row.value,
    parent_type: row.parentType,
    disable_at: row.disableAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    confirm_until: row.confirmUntil?.toISOString() ?? null,
  };
}

/** The start of the current day, week (Monday) or month, in UTC. */
export function periodStart(period: LimitPeriod, now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (period === 'month') start.setUTCDate(1);
  return start;
}

export class UserLimits {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(playerId: string): Promise<UserLimit[]> {
    const rows = await this.db
      .select()
      .from(userLimits)
      .where(eq(userLimits.playerId, playerId))
      .orderBy(asc(userLimits.id));
    return rows.map(toUserLimit);
  }

  async active(playerId: string, type: LimitType): Promise<Row | null> {
    const [row] = await this.db
      .select()
      .from(userLimits)
      .where(
        and(
          eq(userLimits.playerId, playerId),
          eq(userLimits.type, type),
          eq(userLimits.status, 'active'),
        ),
      );
    return row ?? null;
  }

  /** Sets a limit; the one it replaces is disabled (kept for the record). */
  async set(
    playerId: string,
    type: LimitType,
    period: LimitPeriod,
    value: number,
  ): Promise<UserLimit> {
    const now = this.now();
    const row = await this.db.transaction(async (tx) => {
      await tx
        .update(userLimits)
        .set({ status: 'disabled', disableAt: now })
        .where(
          and(
            eq(userLimits.playerId, playerId),
            eq(userLimits.type, type),
            eq(userLimits.status, 'active'),
          ),
        );
      const [created] = await tx
        .insert(userLimits)
        .values({ playerId, type, period, value, createdAt: now })
        .returning();
      return created!;
    });
    return toUserLimit(row);
  }
}
