// Bonuses a page confirms itself: a promo code redeemed on the promotions page says "Added to your
// bonuses: …" there, so the bonus toast leaves that bonus out and the player is told once. The
// bonus_issued event can arrive before the redemption's answer: a bonus arriving while one is in
// flight waits for it to know.

const confirmed = new Set<string>();
let inFlight: Promise<void> | null = null;

/** Runs a call that issues a bonus the page will confirm; the bonus is known once it answers. */
export function confirmingOnPage<T extends { bonus_id: string }>(
  call: () => Promise<T>,
): Promise<T> {
  // In flight before the call starts: its bonus's event may arrive at any moment from then on.
  const answered = Promise.resolve().then(call);
  const settled: Promise<void> = answered.then(
    (answer) => {
      confirmed.add(answer.bonus_id);
    },
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

/** Whether the page has confirmed `bonusId` itself. */
export const confirmedOnPage = (bonusId: string): boolean => confirmed.has(bonusId);
