'use client';
// Re-sending a call that got no answer, for the calls that move money and carry an idempotency key:
// the API answers a key it has seen with that key's first outcome, so re-sending is always safe.

/** Waits before each re-send: about half a minute in all, longer than a reconnecting phone needs. */
const RESEND_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000] as const;

/**
 * A gateway's 502, 503 or 504 comes from in front of the API, not from it: the call may or may
 * not have been carried out, as with no answer at all.
 */
const isGatewayStatus = (status: number) => status === 502 || status === 503 || status === 504;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends until the API itself answers, re-sending after each delay; null when no attempt got an
 * answer. `send` must carry the same idempotency key every time.
 */
export async function untilAnswered<T extends { status: number | null }>(
  send: () => Promise<T>,
  delaysMs: readonly number[] = RESEND_DELAYS_MS,
): Promise<T | null> {
  for (let attempt = 0; ; attempt++) {
    const answer = await send();
    if (answer.status !== null && !isGatewayStatus(answer.status)) return answer;
    const delay = delaysMs[attempt];
    if (delay === undefined) return null;
    await wait(delay);
  }
}
