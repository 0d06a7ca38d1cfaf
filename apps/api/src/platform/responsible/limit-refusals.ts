// The refusals limits make inside a money flow's transaction: a deposit, or a stake, that an
// exclusion or a money limit (deposit, loss, wager) forbids in the current period.
import {
  exclusionInForce,
  isExclusion,
  moneyLimitBreach,
  moneyLimitRoom,
  type ActiveExclusion,
  type ExclusionType,
  type MoneyLimitType,
  type UsedMoneyLimit,
} from '@sportsbook/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { RawQuery } from '../../db/client';
import type { Transaction as Tx } from '../db';
import { PlatformError } from '../errors';
import { userLimits } from '../schema/responsible-gambling';
import { cashierTransactions } from '../schema/wallet';
import { lockPlayer, periodStart, type LimitPeriod, type LimitType } from './limit-rows';

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

/**
 * Inside a deposit's transaction: locks the player (concurrent deposits wait) and refuses a
 * deposit that an exclusion or a deposit limit forbids.
 */
export async function depositRefusal(
  tx: Tx,
  clock: () => Date,
  playerId: string,
  currency: string,
  amount: number,
): Promise<PlatformError | null> {
  await lockPlayer(tx, playerId);
  const now = clock();
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

/** A player's stake limits in `currency` as they stand: an exclusion in force, or what is used. */
async function stakeLimits(
  query: RawQuery,
  now: Date,
  playerId: string,
  currency: string,
): Promise<{ exclusion: ReturnType<typeof exclusionInForce>; used: UsedMoneyLimit[] }> {
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
  const limits = rows.filter(
    (r) => (r.type === 'loss' || r.type === 'wager') && r.currency === currency,
  );
  if (exclusion || limits.length === 0) return { exclusion, used: [] };
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
  const used = limits.map((limit) => {
    const u = byPeriod.get(limit.period);
    return {
      type: limit.type as 'loss' | 'wager',
      period: limit.period as LimitPeriod,
      value: Number(limit.value ?? 0),
      used: Number((limit.type === 'wager' ? u?.wagered : u?.lost) ?? 0),
    };
  });
  return { exclusion, used };
}

/**
 * Inside a placement's transaction (raw statements): locks the player, so concurrent placements
 * are checked one after the other, and refuses a stake that an exclusion, a wager limit or a
 * loss limit forbids.
 */
export async function stakeRefusal(
  query: RawQuery,
  clock: () => Date,
  playerId: string,
  currency: string,
  amount: number,
): Promise<PlatformError | null> {
  await query('lock_player', 'select id from players where id = $1::uuid for update', [playerId]);
  const { exclusion, used } = await stakeLimits(query, clock(), playerId, currency);
  if (exclusion) return excludedError(exclusion);
  return used.length === 0 ? null : breachError(moneyLimitBreach(used, amount), currency);
}

/**
 * The largest stake in `currency` the player's wager and loss limits let through now (0 while an
 * exclusion is in force), or null when no limit applies: what Max stake fills at most.
 */
export async function stakeRoom(
  query: RawQuery,
  clock: () => Date,
  playerId: string,
  currency: string,
): Promise<number | null> {
  const { exclusion, used } = await stakeLimits(query, clock(), playerId, currency);
  return exclusion ? 0 : moneyLimitRoom(used);
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
