// A user limit's row as the player sees it, the slot one limit occupies, the audit history each
// change writes, and the lock that serializes one player's limit changes and checks.
import type { UserLimit, UserLimitEvent } from '@sportsbook/contracts';
import { isExclusion, isMoneyLimit } from '@sportsbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction as Tx } from '../db';
import { userLimitEvents, userLimits } from '../schema/responsible-gambling';

export type LimitType = UserLimit['type'];
export type LimitPeriod = UserLimit['period'];
export type LimitRow = typeof userLimits.$inferSelect;
type Action = UserLimitEvent['action'];

export const strategyOf = (type: LimitType): UserLimit['strategy'] =>
  isMoneyLimit(type) ? 'money' : isExclusion(type) ? 'exclusion' : 'time';

export function toUserLimit(row: LimitRow): UserLimit {
  return {
    id: row.id,
    type: row.type as LimitType,
    strategy: strategyOf(row.type as LimitType),
    status: row.status as UserLimit['status'],
    period: row.period as LimitPeriod,
    value: row.value,
    currency: row.currency,
    parent_type: row.parentType,
    disable_at: row.disableAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    confirm_until: row.confirmUntil?.toISOString() ?? null,
  };
}

export function toUserLimitEvent(row: typeof userLimitEvents.$inferSelect): UserLimitEvent {
  return {
    id: row.id,
    limit_id: row.limitId,
    type: row.type as LimitType,
    period: row.period as LimitPeriod,
    action: row.action as Action,
    value: row.value,
    previous_value: row.previousValue,
    confirm_until: row.confirmUntil?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The start of the current day, week (Monday) or month, in UTC. */
export function periodStart(period: LimitPeriod, now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (period === 'month') start.setUTCDate(1);
  return start;
}

/**
 * The rows of one limit's slot: a money limit per type, period and currency (each account keeps
 * its own), any other per type.
 */
export function limitSlot(
  playerId: string,
  type: LimitType,
  period: LimitPeriod,
  currency: string | null,
) {
  return and(
    eq(userLimits.playerId, playerId),
    eq(userLimits.type, type),
    isMoneyLimit(type) ? eq(userLimits.period, period) : undefined,
    isMoneyLimit(type) && currency !== null ? eq(userLimits.currency, currency) : undefined,
  );
}

/** Writes one change of a limit to the audit history. */
export async function recordLimitEvent(
  tx: Tx,
  row: LimitRow,
  action: Action,
  previousValue: number | null,
  at: Date,
): Promise<void> {
  await tx.insert(userLimitEvents).values({
    playerId: row.playerId,
    limitId: row.id,
    type: row.type,
    period: row.period,
    action,
    value: row.value,
    previousValue,
    confirmUntil: row.confirmUntil,
    createdAt: at,
  });
}

/** Serializes the changes (and the checks) of one player's limits. */
export async function lockPlayer(tx: Tx, playerId: string): Promise<void> {
  await tx.execute(sql`select id from players where id = ${playerId} for update`);
}
