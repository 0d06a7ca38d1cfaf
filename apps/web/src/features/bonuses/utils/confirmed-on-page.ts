// Bonuses a page confirms itself: a promo code redeemed on the promotions page says "Added to your
// bonuses: …" there, so the bonus toast leaves that bonus out and the player is told once. The
// bonus_issued event can arrive before the redemption's answer: a bonus arriving while one is in
// flight waits for it to know. The tab keeps the confirmed bonuses for its session: a page
// reloaded just after a redemption catches up on the bonuses issued moments ago, and must not
// announce that one again.
import { safeSessionStorage } from '@/lib/safe-storage';

const KEY = 'sb-confirmed-bonuses';
/** The newest confirmations kept: far more than a catch-up's few seconds can meet. */
const KEPT = 20;

let inFlight: Promise<void> | null = null;

function confirmed(): string[] {
  try {
    const ids: unknown = JSON.parse(safeSessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function confirm(bonusId: string) {
  const ids = [...confirmed().filter((id) => id !== bonusId), bonusId].slice(-KEPT);
  safeSessionStorage.setItem(KEY, JSON.stringify(ids));
}

/** Runs a call that issues a bonus the page will confirm; the bonus is known once it answers. */
export function confirmingOnPage<T extends { bonus_id: string }>(
  call: () => Promise<T>,
): Promise<T> {
  // In flight before the call starts: its bonus's event may arrive at any moment from then on.
  const answered = Promise.resolve().then(call);
  const settled: Promise<void> = answered.then(
    (answer) => confirm(answer.bonus_id),
    () => undefined,
  );
  inFlight = settled;
  void settled.then(() => {
    if (inFlight === settled) inFlight = null;
  });
  return answered;
}

/** A redemption that has not answered yet, or null. */
export const redemptionInFlight = (): Promise<void> | null => inFlight;

/** Whether the page (this tab, this session) has confirmed `bonusId` itself. */
export const confirmedOnPage = (bonusId: string): boolean => confirmed().includes(bonusId);
