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
  type ActiveExclusion,
  type ConvertMoney,
  type ExclusionType,
} from '@sportsbook/domain';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { RawQuery } from '../../db/client';
import type { Database, Transaction as Tx } from '../db';
import { PlatformError } from '../errors';
import { userLimitEvents, userLimits } from '../schema/responsible-gambling';
import { accounts } from '../schema/wallet';
import { depositRefusal, stakeRefusal, stakeRoom } from './limit-refusals';
import {
  limitSlot,
  lockPlayer,
  recordLimitEvent,
  strategyOf,
  toUserLimit,
  toUserLimitEvent,
  type LimitPeriod,
  type LimitRow as Row,
  type LimitType,
} from './limit-rows';

export interface LimitsOptions {
  /** How long a loosening or removal waits before the player may confirm it. */
  coolingOffMs: number;
  /** The currency of money limits for a player without an account. */
  defaultCurrency: string;
  /** Converts between the site's currencies: a money limit counts every currency the player uses. */
  convert: ConvertMoney;
}

/** A converter for a site of one currency (tests): any other currency is a configuration error. */
const sameCurrencyOnly: ConvertMoney = (amount, from, to) => {
  if (from !== to) throw new RangeError(`no rate from ${from} to ${to}`);
  return amount;
};

export class UserLimits {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    private readonly options: LimitsOptions = {
      coolingOffMs: 24 * 3_600_000,
      defaultCurrency: 'EUR',
      convert: sameCurrencyOnly,
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
    return rows.map(toUserLimitEvent);
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
      await lockPlayer(tx, playerId);
      const currency = isMoneyLimit(type)
        ? (forCurrency ?? (await this.currencyOf(tx, playerId)))
        : null;
      const rows = await tx
        .select()
        .from(userLimits)
        .where(
          and(
            limitSlot(playerId, type, period, currency),
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
        await recordLimitEvent(tx, created!, 'loosening_requested', active?.value ?? null, now);
        return toUserLimit(created!);
      }
      // Applies at once.
      await tx
        .update(userLimits)
        .set({ status: 'disabled', disableAt: now })
        .where(
          and(
            limitSlot(playerId, type, period, currency),
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
      await recordLimitEvent(
        tx,
        created!,
        active ? 'tightened' : 'set',
        active?.value ?? null,
        now,
      );
      return toUserLimit(created!);
    });
  }

  private async cancel(tx: Tx, pending: Row, now: Date): Promise<void> {
    await tx
      .update(userLimits)
      .set({ status: 'disabled', disableAt: now })
      .where(eq(userLimits.id, pending.id));
    await recordLimitEvent(tx, pending, 'cancelled', null, now);
  }

  /** Asks to remove an active limit: a pending removal, confirmed after the cooling-off. */
  async remove(playerId: string, id: number): Promise<UserLimit | PlatformError> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await lockPlayer(tx, playerId);
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
          and(limitSlot(playerId, type, period, row.currency), eq(userLimits.status, 'pending')),
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
      await recordLimitEvent(tx, created!, 'removal_requested', row.value, now);
      return toUserLimit(created!);
    });
  }

  /** Confirms a pending change once its cooling-off is over: it replaces (or removes) the limit. */
  async confirm(playerId: string, id: number): Promise<UserLimit | PlatformError> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await lockPlayer(tx, playerId);
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
            limitSlot(playerId, type, pending.period as LimitPeriod, pending.currency),
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
      await recordLimitEvent(
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
  depositRefusal(
    tx: Tx,
    playerId: string,
    currency: string,
    amount: number,
  ): Promise<PlatformError | null> {
    return depositRefusal(tx, this.now, this.options.convert, playerId, currency, amount);
  }

  /**
   * Inside a placement's transaction (raw statements): locks the player, so concurrent placements
   * are checked one after the other, and refuses a stake that an exclusion, a wager limit or a
   * loss limit forbids.
   */
  stakeRefusal(
    query: RawQuery,
    playerId: string,
    currency: string,
    amount: number,
  ): Promise<PlatformError | null> {
    return stakeRefusal(query, this.now, this.options.convert, playerId, currency, amount);
  }

  /**
   * The largest stake in `currency` the player's wager and loss limits let through now (0 while
   * excluded), or null when none applies.
   */
  stakeRoom(query: RawQuery, playerId: string, currency: string): Promise<number | null> {
    return stakeRoom(query, this.now, this.options.convert, playerId, currency);
  }
}
