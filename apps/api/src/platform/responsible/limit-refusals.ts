// The refusals limits make inside a money flow's transaction: a deposit, or a stake, that an
// exclusion or a money limit (deposit, loss, wager) forbids in the current period. A money limit
// covers the player in every currency: what they did in other currencies counts, converted at the
// site's rates into the limit's (docs/decisions.md, "Money limits cover every currency").
import {
  exclusionInForce,
  heldLimitBreach,
  heldLimitRoom,
  isExclusion,
  usedAcrossCurrencies,
  type ActiveExclusion,
  type ConvertMoney,
  type ExclusionType,
  type HeldMoneyLimit,
  type MoneyLimitType,
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

/** Per period and currency: what was staked, and what was lost net of wins, refunds and cash-outs. */
const STAKE_USAGE = `
select p.period, l.currency,
  coalesce(sum(-l.amount) filter (where l.type = 'stake'), 0)::bigint as wagered,
  coalesce(-sum(l.amount), 0)::bigint as lost
from (values ('day', $2::timestamptz), ('week', $3::timestamptz), ('month', $4::timestamptz))
  as p(period, since)
join ledger_entries l on l.player_id = $1::uuid
  and l.created_at >= p.since
  and l.type in ('stake', 'win', 'refund', 'cashout', 'settlement_reversal')
group by p.period, l.currency`;

/**
 * Inside a deposit's transaction: locks the player (concurrent deposits wait) and refuses a
 * deposit that an exclusion or a deposit limit forbids.
 */
export async function depositRefusal(
  tx: Tx,
  clock: () => Date,
  convert: ConvertMoney,
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
  const limits = rows.filter((r) => r.type === 'deposit' && r.currency !== null);
  if (limits.length === 0) return null;
  const held: HeldMoneyLimit[] = [];
  for (const limit of limits) {
    const since = periodStart(limit.period as LimitPeriod, now);
    const sums = await tx
      .select({
        currency: cashierTransactions.currency,
        total: sql<string | number>`coalesce(sum(${cashierTransactions.amount}), 0)`,
      })
      .from(cashierTransactions)
      .where(
        and(
          eq(cashierTransactions.playerId, playerId),
          eq(cashierTransactions.type, 'deposit'),
          inArray(cashierTransactions.status, ['success', 'pending']),
          gte(cashierTransactions.createdAt, since),
        ),
      )
      .groupBy(cashierTransactions.currency);
    held.push({
      type: 'deposit',
      period: limit.period as LimitPeriod,
      value: limit.value ?? 0,
      currency: limit.currency!,
      used: usedAcrossCurrencies(
        limit.currency!,
        sums.map((sum) => ({ currency: sum.currency, amount: Number(sum.total) })),
        convert,
      ),
    });
  }
  return breachError(heldLimitBreach(held, amount, currency, convert));
}

/** A player's stake limits as they stand: an exclusion in force, or what is used of each. */
async function stakeLimits(
  query: RawQuery,
  now: Date,
  convert: ConvertMoney,
  playerId: string,
): Promise<{ exclusion: ReturnType<typeof exclusionInForce>; held: HeldMoneyLimit[] }> {
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
    (r) => (r.type === 'loss' || r.type === 'wager') && r.currency !== null,
  );
  if (exclusion || limits.length === 0) return { exclusion, held: [] };
  const usage = await query<{
    period: string;
    currency: string;
    wagered: string | number;
    lost: string | number;
  }>('stake_usage_all_currencies', STAKE_USAGE, [
    playerId,
    periodStart('day', now).toISOString(),
    periodStart('week', now).toISOString(),
    periodStart('month', now).toISOString(),
  ]);
  const held = limits.map((limit): HeldMoneyLimit => {
    const type = limit.type as 'loss' | 'wager';
    const amounts = usage
      .filter((u) => u.period === limit.period)
      .map((u) => ({
        currency: u.currency,
        amount: Number(type === 'wager' ? u.wagered : u.lost),
      }));
    return {
      type,
      period: limit.period as LimitPeriod,
      value: Number(limit.value ?? 0),
      currency: limit.currency!,
      used: usedAcrossCurrencies(limit.currency!, amounts, convert),
    };
  });
  return { exclusion, held };
}

/**
 * Inside a placement's transaction (raw statements): locks the player, so concurrent placements
 * are checked one after the other, and refuses a stake that an exclusion, a wager limit or a
 * loss limit forbids.
 */
export async function stakeRefusal(
  query: RawQuery,
  clock: () => Date,
  convert: ConvertMoney,
  playerId: string,
  currency: string,
  amount: number,
): Promise<PlatformError | null> {
  await query('lock_player', 'select id from players where id = $1::uuid for update', [playerId]);
  const { exclusion, held } = await stakeLimits(query, clock(), convert, playerId);
  if (exclusion) return excludedError(exclusion);
  return held.length === 0 ? null : breachError(heldLimitBreach(held, amount, currency, convert));
}

/**
 * The largest stake in `currency` the player's wager and loss limits let through now (0 while an
 * exclusion is in force), or null when no limit applies: what Max stake fills at most.
 */
export async function stakeRoom(
  query: RawQuery,
  clock: () => Date,
  convert: ConvertMoney,
  playerId: string,
  currency: string,
): Promise<number | null> {
  const { exclusion, held } = await stakeLimits(query, clock(), convert, playerId);
  return exclusion ? 0 : heldLimitRoom(held, currency, convert);
}

/** The refusal naming the limit broken, in the limit's own currency. */
function breachError(breach: ReturnType<typeof heldLimitBreach>): PlatformError | null {
  if (!breach) return null;
  return new PlatformError(
    EXCEEDED[breach.type],
    {
      type: breach.type,
      period: breach.period,
      limit: breach.value,
      used: breach.used,
      remaining: breach.remaining,
      currency: breach.currency,
    },
    EXCEEDED_MESSAGES[breach.type][breach.period],
  );
}
