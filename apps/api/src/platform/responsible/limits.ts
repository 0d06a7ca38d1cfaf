// Responsible-gambling limits a player sets: money (deposit, loss, wager), time (session, activity,
// reality-check interval) and exclusions (time-out, self-exclusion). A tighter limit applies at
// once; a looser one or a removal waits the cooling-off and the player's confirmation. Every
// change is written to the audit history in the same transaction.
import type { UserLimit, UserLimitEvent } from '@sportsbook/contracts';
import {
  coolingOffOver,
  exclusionEndsAt,
  exclusionInForce,
  exclusionLengthValid,
  isExclusion,
  isMoneyLimit,
  limitChange,
  moneyLimitBreach,
  type ActiveExclusion,
  type ExclusionType,
  type MoneyLimitType,
  type UsedMoneyLimit,
} from '@sportsbook/domain';
import { and, asc, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { RawQuery } from '../../db/client';
import type { Database, Transaction as Tx } from '../db';
import { PlatformError } from '../errors';
import { userLimitEvents, userLimits } from '../schema/responsible-gambling';
import { accounts, cashierTransactions } from '../schema/wallet';

export type LimitType = UserLimit['type'];
export type LimitPeriod = UserLimit['period'];
type Row = typeof userLimits.$inferSelect;
type Action = UserLimitEvent['action'];

const strategyOf = (type: LimitType): UserLimit['strategy'] =>
  isMoneyLimit(type) ? 'money' : isExclusion(type) ? 'exclusion' : 'time';

function toUserLimit(row: Row): UserLimit {
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

/** The start of the current day, week (Monday) or month, in UTC. */
export function periodStart(period: LimitPeriod, now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (period === 'month') start.setUTCDate(1);
  return start;
}

const EXCEEDED = {
  deposit: 'DEPOSIT_LIMIT_EXCEEDED',
  loss: 'LOSS_LIMIT_EXCEEDED',
  wager: 'WAGER_LIMIT_EXCEEDED',
} as const satisfies Record<MoneyLimitType, string>;

/** Each money limit's refusal per period, so the message names the period. */
const EXCEEDED_MESSAGES: Record<MoneyLimitType, Record<LimitPeriod, string>> = {
  deposit: {
    day: 'error.limits.deposit_exceeded.day',
    week: 'error.limits.deposit_exceeded.week',
    month: 'error.limits.deposit_exceeded.month',
  },
  loss: {
    day: 'error.limits.loss_exceeded.day',
    week: 'error.limits.loss_exceeded.week',
    month: 'error.limits.loss_exceeded.month',
  },
  wager: {
    day: 'error.limits.wager_exceeded.day',
    week: 'error.limits.wager_exceeded.week',
    month: 'error.limits.wager_exceeded.month',
  },
};

/** The refusal naming an exclusion in force, with its end. */
export const excludedError = (exclusion: ActiveExclusion) =>
  new PlatformError(exclusion.type === 'self_exclusion' ? 'SELF_EXCLUDED' : 'TIMED_OUT', {
    type: exclusion.type,
    until: exclusion.until.toISOString(),
  });

/** Per period: what was staked, and what was lost net of wins, refunds and cash-outs. */
const STAKE_USAGE = `
select p.period,
  coalesce(sum(-l.amount) filter (where l.type = 'stake'), 0)::bigint as wagered,
  coalesce(-sum(l.amount), 0)::bigint as lost
from (values ('day', $3::timestamptz), ('week', $4::timestamptz), ('month', $5::timestamptz))
  as p(period, since)
left join ledger_entries l on l.player_id = $1::uuid and l.currency = $2::text
  and l.created_at >= p.since
  and l.type in ('stake', 'win', 'refund', 'cashout', 'settlement_reversal')
group by p.period`;

export interface LimitsOptions {
  /** How long a loosening or removal waits before the player may confirm it. */
  coolingOffMs: number;
  /** The currency of money limits for a player without an account. */
  defaultCurrency: string;
}

export class UserLimits {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    private readonly options: LimitsOptions = {
      coolingOffMs: 24 * 3_600_000,
      defaultCurrency: 'EUR',
    },
  ) {}

  /** The player's limits, oldest first: in force, pending, and replaced or ended (disabled). */
  async list(playerId: string): Promise<UserLimit[]> {
    const now = this.now();
    const rows = await this.db
      .select()
      .from(userLimits)
      .where(eq(userLimits.playerId, playerId))
      .orderBy(asc(userLimits.id));
    // An exclusion past its end is over: shown as disabled.
    return rows.map((row) =>
      toUserLimit(
        row.status === 'active' && row.disableAt !== null && row.disableAt <= now
          ? { ...row, status: 'disabled' }
          : row,
      ),
    );
  }

  /** Every change of the player's limits, newest first. */
  async history(playerId: string): Promise<UserLimitEvent[]> {
    const rows = await this.db
      .select()
      .from(userLimitEvents)
      .where(eq(userLimitEvents.playerId, playerId))
      .orderBy(desc(userLimitEvents.id))
      .limit(500);
    return rows.map((row) => ({
      id: row.id,
      limit_id: row.limitId,
      type: row.type as LimitType,
      period: row.period as LimitPeriod,
      action: row.action as Action,
      value: row.value,
      previous_value: row.previousValue,
      confirm_until: row.confirmUntil?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    }));
  }

  /** The active time limit of a type (session, activity, reality check); active rows hold a value. */
  async active(playerId: string, type: LimitType): Promise<(Row & { value: number }) | null> {
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
    return row && row.value !== null ? { ...row, value: row.value } : null;
  }

  /**
   * The rows of one limit's slot: a money limit per type, period and currency (each account keeps
   * its own), any other per type.
   */
  private slot(playerId: string, type: LimitType, period: LimitPeriod, currency: string | null) {
    return and(
      eq(userLimits.playerId, playerId),
      eq(userLimits.type, type),
      isMoneyLimit(type) ? eq(userLimits.period, period) : undefined,
      isMoneyLimit(type) && currency !== null ? eq(userLimits.currency, currency) : undefined,
    );
  }

  private async record(
    tx: Tx,
    row: Row,
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
  private async lockPlayer(tx: Tx, playerId: string): Promise<void> {
    await tx.execute(sql`select id from players where id = ${playerId} for update`);
  }

  private async currencyOf(tx: Tx, playerId: string): Promise<string> {
    const [account] = await tx
      .select({ currency: accounts.currency })
      .from(accounts)
      .where(and(eq(accounts.playerId, playerId), eq(accounts.active, true)));
    return account?.currency ?? this.options.defaultCurrency;
  }

  /**
   * Sets a limit. A new or tighter one replaces the active one at once (and drops a pending
   * loosening); a looser one becomes a pending change the player confirms after the cooling-off.
   * An exclusion starts now and can only be extended.
   */
  async set(
    playerId: string,
    type: LimitType,
    period: LimitPeriod,
    value: number,
    /** The account a money limit is for; the active account's currency when not named. */
    forCurrency?: string,
  ): Promise<UserLimit | PlatformError> {
    if (isExclusion(type) && !exclusionLengthValid(type, value)) {
      return new PlatformError('EXCLUSION_LENGTH_INVALID', { type });
    }
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await this.lockPlayer(tx, playerId);
      const currency = isMoneyLimit(type)
        ? (forCurrency ?? (await this.currencyOf(tx, playerId)))
        : null;
      const rows = await tx
        .select()
        .from(userLimits)
        .where(
          and(
            this.slot(playerId, type, period, currency),
            inArray(userLimits.status, ['active', 'pending']),
          ),
        );
      const active = rows.find(
        (r) => r.status === 'active' && (r.disableAt === null || r.disableAt > now),
      );
      const pending = rows.find((r) => r.status === 'pending');
      if (isExclusion(type)) {
        const ends = exclusionEndsAt(type, value, now);
        // Extending only: an exclusion in force that ends later stays as it is.
        if (active?.disableAt && active.disableAt >= ends) return toUserLimit(active);
      }
      const change = limitChange(
        type,
        active ? { period: active.period as LimitPeriod, value: active.value ?? 0 } : null,
        { period, value },
      );
      if (change === 'unchanged' && active) {
        if (pending) await this.cancel(tx, pending, now);
        return toUserLimit(active);
      }
      if (change === 'cooling_off') {
        if (pending) await this.cancel(tx, pending, now);
        const [created] = await tx
          .insert(userLimits)
          .values({
            playerId,
            type,
            strategy: strategyOf(type),
            status: 'pending',
            period,
            value,
            currency,
            confirmUntil: new Date(now.getTime() + this.options.coolingOffMs),
            createdAt: now,
          })
          .returning();
        await this.record(tx, created!, 'loosening_requested', active?.value ?? null, now);
        return toUserLimit(created!);
      }
      // Applies at once.
      await tx
        .update(userLimits)
        .set({ status: 'disabled', disableAt: now })
        .where(
          and(
            this.slot(playerId, type, period, currency),
            inArray(userLimits.status, ['active', 'pending']),
          ),
        );
      const [created] = await tx
        .insert(userLimits)
        .values({
          playerId,
          type,
          strategy: strategyOf(type),
          period,
          value,
          currency,
          disableAt: isExclusion(type) ? exclusionEndsAt(type, value, now) : null,
          createdAt: now,
        })
        .returning();
      await this.record(tx, created!, active ? 'tightened' : 'set', active?.value ?? null, now);
      return toUserLimit(created!);
    });
  }

  private async cancel(tx: Tx, pending: Row, now: Date): Promise<void> {
    await tx
      .update(userLimits)
      .set({ status: 'disabled', disableAt: now })
      .where(eq(userLimits.id, pending.id));
    await this.record(tx, pending, 'cancelled', null, now);
  }

  /** Asks to remove an active limit: a pending removal, confirmed after the cooling-off. */
  async remove(playerId: string, id: number): Promise<UserLimit | PlatformError> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await this.lockPlayer(tx, playerId);
      const [row] = await tx
        .select()
        .from(userLimits)
        .where(and(eq(userLimits.id, id), eq(userLimits.playerId, playerId)));
      if (!row || row.status === 'disabled') return new PlatformError('LIMIT_NOT_FOUND', { id });
      if (row.status === 'pending') {
        // Withdrawing a pending loosening keeps the stricter limit: at once.
        await this.cancel(tx, row, now);
        return toUserLimit({ ...row, status: 'disabled', disableAt: now });
      }
      const type = row.type as LimitType;
      if (
        limitChange(type, { period: row.period as LimitPeriod, value: row.value ?? 0 }, null) ===
        'locked'
      ) {
        return new PlatformError('EXCLUSION_LOCKED', {
          type,
          until: row.disableAt?.toISOString() ?? null,
        });
      }
      const period = row.period as LimitPeriod;
      const [pending] = await tx
        .select()
        .from(userLimits)
        .where(
          and(this.slot(playerId, type, period, row.currency), eq(userLimits.status, 'pending')),
        );
      if (pending) await this.cancel(tx, pending, now);
      const [created] = await tx
        .insert(userLimits)
        .values({
          playerId,
          type,
          strategy: strategyOf(type),
          status: 'pending',
          period,
          value: null,
          currency: row.currency,
          confirmUntil: new Date(now.getTime() + this.options.coolingOffMs),
          createdAt: now,
        })
        .returning();
      await this.record(tx, created!, 'removal_requested', row.value, now);
      return toUserLimit(created!);
    });
  }

  /** Confirms a pending change once its cooling-off is over: it replaces (or removes) the limit. */
  async confirm(playerId: string, id: number): Promise<UserLimit | PlatformError> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await this.lockPlayer(tx, playerId);
      const [pending] = await tx
        .select()
        .from(userLimits)
        .where(
          and(
            eq(userLimits.id, id),
            eq(userLimits.playerId, playerId),
            eq(userLimits.status, 'pending'),
          ),
        );
      if (!pending) return new PlatformError('LIMIT_NOT_FOUND', { id });
      if (pending.confirmUntil && !coolingOffOver(pending.confirmUntil, now)) {
        return new PlatformError('LIMIT_COOLING_OFF', {
          confirm_until: pending.confirmUntil.toISOString(),
        });
      }
      const type = pending.type as LimitType;
      const [previous] = await tx
        .update(userLimits)
        .set({ status: 'disabled', disableAt: now })
        .where(
          and(
            this.slot(playerId, type, pending.period as LimitPeriod, pending.currency),
            eq(userLimits.status, 'active'),
          ),
        )
        .returning();
      const removal = pending.value === null;
      const [confirmed] = await tx
        .update(userLimits)
        .set(removal ? { status: 'disabled', disableAt: now } : { status: 'active' })
        .where(eq(userLimits.id, pending.id))
        .returning();
      await this.record(
        tx,
        confirmed!,
        removal ? 'removed' : 'confirmed',
        previous?.value ?? null,
        now,
      );
      return toUserLimit(confirmed!);
    });
  }

  /** The exclusion that forbids playing now, or null. */
  async exclusion(playerId: string): Promise<ActiveExclusion | null> {
    const now = this.now();
    const rows = await this.db
      .select({ type: userLimits.type, until: userLimits.disableAt })
      .from(userLimits)
      .where(
        and(
          eq(userLimits.playerId, playerId),
          eq(userLimits.status, 'active'),
          inArray(userLimits.type, ['time_out', 'self_exclusion']),
          gt(userLimits.disableAt, now),
        ),
      );
    return exclusionInForce(
      rows.map((r) => ({ type: r.type as ExclusionType, until: r.until })),
      now,
    );
  }

  /**
   * Inside a deposit's transaction: locks the player (concurrent deposits wait) and refuses a
   * deposit that an exclusion or a deposit limit forbids.
   */
  async depositRefusal(
    tx: Tx,
    playerId: string,
    currency: string,
    amount: number,
  ): Promise<PlatformError | null> {
    await this.lockPlayer(tx, playerId);
    const now = this.now();
    const rows = await tx
      .select()
      .from(userLimits)
      .where(
        and(
          eq(userLimits.playerId, playerId),
          eq(userLimits.status, 'active'),
          inArray(userLimits.type, ['deposit', 'time_out', 'self_exclusion']),
        ),
      );
    const exclusion = exclusionInForce(
      rows
        .filter((r) => isExclusion(r.type as LimitType))
        .map((r) => ({ type: r.type as ExclusionType, until: r.disableAt })),
      now,
    );
    if (exclusion) return excludedError(exclusion);
    const limits = rows.filter((r) => r.type === 'deposit' && r.currency === currency);
    if (limits.length === 0) return null;
    const used: UsedMoneyLimit[] = [];
    for (const limit of limits) {
      const since = periodStart(limit.period as LimitPeriod, now);
      const [sum] = await tx
        .select({ total: sql<string | number>`coalesce(sum(${cashierTransactions.amount}), 0)` })
        .from(cashierTransactions)
        .where(
          and(
            eq(cashierTransactions.playerId, playerId),
            eq(cashierTransactions.currency, currency),
            eq(cashierTransactions.type, 'deposit'),
            inArray(cashierTransactions.status, ['success', 'pending']),
            gte(cashierTransactions.createdAt, since),
          ),
        );
      used.push({
        type: 'deposit',
        period: limit.period as LimitPeriod,
        value: limit.value ?? 0,
        used: Number(sum?.total ?? 0),
      });
    }
    return breachError(moneyLimitBreach(used, amount), currency);
  }

  /**
   * Inside a placement's transaction (raw statements): locks the player, so concurrent placements
   * are checked one after the other, and refuses a stake that an exclusion, a wager limit or a
   * loss limit forbids.
   */
  async stakeRefusal(
    query: RawQuery,
    playerId: string,
    currency: string,
    amount: number,
  ): Promise<PlatformError | null> {
    await query('lock_player', 'select id from players where id = $1::uuid for update', [playerId]);
    const now = this.now();
    const rows = await query<{
      type: string;
      period: string;
      value: string | number | null;
      currency: string | null;
      disable_at: Date | string | null;
    }>(
      'stake_limits',
      `select type, period, value, currency, disable_at from user_limits
       where player_id = $1::uuid and status = 'active'
         and type in ('loss', 'wager', 'time_out', 'self_exclusion')`,
      [playerId],
    );
    const exclusion = exclusionInForce(
      rows
        .filter((r) => isExclusion(r.type as LimitType))
        .map((r) => ({
          type: r.type as ExclusionType,
          until: r.disable_at === null ? null : new Date(r.disable_at),
        })),
      now,
    );
    if (exclusion) return excludedError(exclusion);
    const limits = rows.filter(
      (r) => (r.type === 'loss' || r.type === 'wager') && r.currency === currency,
    );
    if (limits.length === 0) return null;
    const usage = await query<{ period: string; wagered: string | number; lost: string | number }>(
      'stake_usage',
      STAKE_USAGE,
      [
        playerId,
        currency,
        periodStart('day', now).toISOString(),
        periodStart('week', now).toISOString(),
        periodStart('month', now).toISOString(),
      ],
    );
    const byPeriod = new Map(usage.map((u) => [u.period, u]));
    const used: UsedMoneyLimit[] = limits.map((limit) => {
      const u = byPeriod.get(limit.period);
      return {
        type: limit.type as 'loss' | 'wager',
        period: limit.period as LimitPeriod,
        value: Number(limit.value ?? 0),
        used: Number((limit.type === 'wager' ? u?.wagered : u?.lost) ?? 0),
      };
    });
    return breachError(moneyLimitBreach(used, amount), currency);
  }
}

function breachError(
  breach: ReturnType<typeof moneyLimitBreach>,
  currency: string,
): PlatformError | null {
  if (!breach) return null;
  return new PlatformError(
    EXCEEDED[breach.type],
    {
      type: breach.type,
      period: breach.period,
      limit: breach.value,
      used: breach.used,
      remaining: breach.remaining,
      currency,
    },
    EXCEEDED_MESSAGES[breach.type][breach.period],
  );
}
