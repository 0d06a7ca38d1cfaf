// The kinds of limits the screen offers and the lengths an exclusion can take.
import type { UserLimit } from '@sportsbook/contracts';

export type LimitType = UserLimit['type'];
export type Period = UserLimit['period'];
export const PERIODS: Period[] = ['day', 'week', 'month'];
export const MONEY: LimitType[] = ['deposit', 'loss', 'wager'];
export const TIME: LimitType[] = ['session', 'activity', 'reality_check'];
/** Time-out lengths in hours and self-exclusion lengths in months. */
export const TIME_OUT_HOURS = [24, 72, 168, 336, 1008];
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60];
