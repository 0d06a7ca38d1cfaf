// Responsible-gambling limits: which change applies at once and which waits a cooling-off, which
// limit a stake or a deposit breaks, and whether an exclusion forbids playing now.

export const MONEY_LIMIT_TYPES = ['deposit', 'loss', 'wager'] as const;
export const TIME_LIMIT_TYPES = ['session', 'activity', 'reality_check'] as const;
export const EXCLUSION_TYPES = ['time_out', 'self_exclusion'] as const;

export type MoneyLimitType = (typeof MONEY_LIMIT_TYPES)[number];
export type TimeLimitType = (typeof TIME_LIMIT_TYPES)[number];
export type ExclusionType = (typeof EXCLUSION_TYPES)[number];
export type ResponsibleLimitType = MoneyLimitType | TimeLimitType | ExclusionType;
export type ResponsibleLimitPeriod = 'day' | 'week' | 'month';

/** Time-out length in hours (24 h to 6 weeks) and self-exclusion length in months (6 months to 5 years). */
const TIME_OUT_HOURS = { min: 24, max: 6 * 7 * 24 } as const;
const SELF_EXCLUSION_MONTHS = { min: 6, max: 5 * 12 } as const;

export const isMoneyLimit = (type: ResponsibleLimitType): type is MoneyLimitType =>
  (MONEY_LIMIT_TYPES as readonly string[]).includes(type);
export const isExclusion = (type: ResponsibleLimitType): type is ExclusionType =>
  (EXCLUSION_TYPES as readonly string[]).includes(type);

const PERIOD_DAYS: Record<ResponsibleLimitPeriod, number> = { day: 1, week: 7, month: 31 };

/** A limit's setting: its value (minor units, minutes or the exclusion length) over a period. */
export interface LimitSetting {
  period: ResponsibleLimitPeriod;
  value: number;
}

/**
 * What a change of a limit does: a tighter (or new) limit applies at once; a looser one or a
 * removal waits the cooling-off and the player's confirmation; an exclusion can only be extended.
 * `next` null removes the limit.
 */
export type LimitChange = 'apply' | 'cooling_off' | 'unchanged' | 'locked';

export function limitChange(
  type: ResponsibleLimitType,
  current: LimitSetting | null,
  next: LimitSetting | null,
): LimitChange {
  if (isExclusion(type)) return next === null && current !== null ? 'locked' : 'apply';
  if (current === null) return next === null ? 'unchanged' : 'apply';
  if (next === null) return 'cooling_off';
  if (next.value === current.value && next.period === current.period) return 'unchanged';
  // Less (money, minutes, a shorter reality-check interval) over at least as long is stricter.
  const stricter =
    next.value <= current.value && PERIOD_DAYS[next.period] >= PERIOD_DAYS[current.period];
  return stricter ? 'apply' : 'cooling_off';
}

/** The end of an exclusion set now: a time-out in hours, a self-exclusion in calendar months. */
export function exclusionEndsAt(type: ExclusionType, value: number, now: Date): Date {
  if (type === 'time_out') return new Date(now.getTime() + value * 3_600_000);
  const end = new Date(now.getTime());
  end.setUTCMonth(end.getUTCMonth() + value);
  return end;
}

/** Whether an exclusion's length is within its bounds. */
export function exclusionLengthValid(type: ExclusionType, value: number): boolean {
  const bounds = type === 'time_out' ? TIME_OUT_HOURS : SELF_EXCLUSION_MONTHS;
  return Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
}

/** An exclusion in force: its type and end. */
export interface ActiveExclusion {
  type: ExclusionType;
  until: Date;
}

/** The exclusion that forbids playing now (self-exclusion before a time-out), or null. */
export function exclusionInForce(
  exclusions: readonly { type: ExclusionType; until: Date | null }[],
  now: Date,
): ActiveExclusion | null {
  let found: ActiveExclusion | null = null;
  for (const { type, until } of exclusions) {
    if (!until || until <= now) continue;
    if (
      !found ||
      (type === 'self_exclusion' && found.type === 'time_out') ||
      (type === found.type && until > found.until)
    ) {
      found = { type, until };
    }
  }
  return found;
}

/** A money limit with what the player already used of it in its current period. */
export interface UsedMoneyLimit {
  type: MoneyLimitType;
  period: ResponsibleLimitPeriod;
  value: number;
  used: number;
}

/** The limit an amount breaks, with what was left of it; null when every limit allows it. */
export interface MoneyLimitBreach extends UsedMoneyLimit {
  remaining: number;
}

/**
 * The first limit that `amount` would break. A stake counts fully against a wager limit and, as
 * it may be lost, against a loss limit; a deposit against a deposit limit. The shortest period
 * is named first.
 */
export function moneyLimitBreach(
  limits: readonly UsedMoneyLimit[],
  amount: number,
): MoneyLimitBreach | null {
  const sorted = [...limits].sort((a, b) => PERIOD_DAYS[a.period] - PERIOD_DAYS[b.period]);
  for (const limit of sorted) {
    const used = Math.max(0, limit.used);
    if (used + amount > limit.value) {
      return { ...limit, used, remaining: Math.max(0, limit.value - used) };
    }
  }
  return null;
}

/**
 * How much more the money limits let through now (the smallest room of any period, never below
 * 0), or null when none applies: the largest stake a wager or loss limit lets the player place.
 */
export function moneyLimitRoom(limits: readonly UsedMoneyLimit[]): number | null {
  if (limits.length === 0) return null;
  return Math.min(...limits.map((limit) => Math.max(0, limit.value - Math.max(0, limit.used))));
}

/** Converts minor units between currencies at the site's rates, rounded as asked. */
export type ConvertMoney = (
  amount: number,
  from: string,
  to: string,
  rounding: 'floor' | 'ceil',
) => number;

/** A money limit as a player holds it: in the currency they set it in. */
export interface HeldMoneyLimit extends UsedMoneyLimit {
  currency: string;
}

/**
 * What a player has used of a limit held in `currency`: a limit covers the player, not one
 * account, so their amounts in every currency count, each converted at the site's rates and
 * rounded up (rounding never lets a limit be crossed).
 */
export function usedAcrossCurrencies(
  currency: string,
  amounts: ReadonlyArray<{ currency: string; amount: number }>,
  convert: ConvertMoney,
): number {
  return amounts.reduce(
    (sum, entry) => sum + convert(entry.amount, entry.currency, currency, 'ceil'),
    0,
  );
}

/**
 * The first held limit that `amount` (in `currency`) would break, each limit reading the amount
 * in its own currency (rounded up), with what was left of it in that currency; the shortest period
 * first.
 */
export function heldLimitBreach(
  limits: readonly HeldMoneyLimit[],
  amount: number,
  currency: string,
  convert: ConvertMoney,
): (MoneyLimitBreach & { currency: string }) | null {
  const sorted = [...limits].sort((a, b) => PERIOD_DAYS[a.period] - PERIOD_DAYS[b.period]);
  for (const limit of sorted) {
    const breach = moneyLimitBreach([limit], convert(amount, currency, limit.currency, 'ceil'));
    if (breach) return { ...breach, currency: limit.currency };
  }
  return null;
}

/**
 * How much more, in `currency`, the held limits let through now (each limit's room converted and
 * rounded down; the smallest), or null when none applies.
 */
export function heldLimitRoom(
  limits: readonly HeldMoneyLimit[],
  currency: string,
  convert: ConvertMoney,
): number | null {
  if (limits.length === 0) return null;
  return Math.min(
    ...limits.map((limit) =>
      convert(moneyLimitRoom([limit]) ?? 0, limit.currency, currency, 'floor'),
    ),
  );
}

/** Whether a pending change's cooling-off is over, so the player may confirm it. */
export const coolingOffOver = (confirmUntil: Date, now: Date): boolean => confirmUntil <= now;
