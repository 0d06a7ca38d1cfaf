// Tells the player a money limit was reached when a deposit or a stake is refused by it.
import type { LimitPeriod } from '../platform/responsible/limit-rows';
import { periodStart } from '../platform/responsible/limit-rows';
import type { Notifications } from './notification-service';
import { limitReached } from './notices';

const LIMIT_CODES = new Set([
  'DEPOSIT_LIMIT_EXCEEDED',
  'LOSS_LIMIT_EXCEEDED',
  'WAGER_LIMIT_EXCEEDED',
]);

interface Refusal {
  code: string;
  data?: Record<string, unknown>;
}

/**
 * Writes limit_reached for a refusal by a money limit that is used up (other refusals are left
 * alone): a deposit or stake larger than what the limit has left is refused with that amount,
 * which the refusal itself tells; the notice says the limit is used up until the period ends.
 */
export async function noticeLimitRefusal(
  notifications: Notifications,
  playerId: string,
  refusal: Refusal | null,
  now: Date,
): Promise<void> {
  if (!refusal || !LIMIT_CODES.has(refusal.code)) return;
  const type = String(refusal.data?.type ?? '');
  const period = String(refusal.data?.period ?? '') as LimitPeriod;
  if (!['day', 'week', 'month'].includes(period)) return;
  if (Number(refusal.data?.remaining) > 0) return;
  await notifications.notify(
    limitReached(playerId, { type, period, periodStart: periodStart(period, now) }),
  );
}
