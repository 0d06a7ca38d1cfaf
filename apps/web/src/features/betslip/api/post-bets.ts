'use client';
// The placement call: the v3 request with the device id cookie, locale and quick flag. Its deadline
// is the live bet delay plus a margin; a call left without an answer is sent again with the same
// idempotency key, so the answer is the placement's real outcome and a bet is never placed twice.
import type { PlaceBetsResponse, ServerBetBody } from '@sportsbook/contracts';
import { toPlaceBetsRequest } from '@sportsbook/contracts/slip-mappers';
import { placementLiveDelayMs, type BetSlipBet } from '@sportsbook/domain';
import { onBetRefused } from '@/features/responsible';
import { systemSnapshot } from '@/lib/api/system';
import { ensureDeviceId } from '@/lib/session/stored-keys';
import { apiAnswer, operationDeadlineMs } from './operation';
import { useTermsCheck } from '@/lib/session/terms-check-store';
import { untilAnswered } from './resend';

export type PostBetsAnswer =
  | { ok: true; placed: ServerBetBody[] }
  | { ok: false; status: number; body: Record<string, unknown> | null }
  /** No answer came in the recovery window: whether the bets were placed is not known. */
  | { ok: false; status: null; body: null };

const isPlaced = (body: Record<string, unknown> | null): body is PlaceBetsResponse =>
  body !== null && Array.isArray(body.data);

/**
 * The key of a request that never got an answer. The same request sent again (the player presses
 * Place once more) goes with that key, so the API answers the first attempt's outcome.
 */
let unanswered: { request: string; key: string } | null = null;

/** The live bet delay the API waits before placing these bets (0 without live selections). */
const betsLiveDelayMs = (bets: readonly BetSlipBet[]): number =>
  placementLiveDelayMs(bets, systemSnapshot()?.live_bet_delay_ms ?? {});

/** Sends bets to the API as the v3 request (device id, locale, quick flag), once per key. */
export async function postBets(
  bets: BetSlipBet[],
  meta: { locale: string; quick?: boolean },
): Promise<PostBetsAnswer> {
  const request = toPlaceBetsRequest(bets, {
    deviceId: ensureDeviceId(),
    locale: meta.locale,
    ...(meta.quick ? { quick: true } : {}),
  });
  const text = JSON.stringify(request);
  const key = unanswered?.request === text ? unanswered.key : crypto.randomUUID();
  const timeoutMs = operationDeadlineMs(betsLiveDelayMs(bets));
  const answer = await untilAnswered(() =>
    apiAnswer('/api/sb/bets', { method: 'POST', idempotencyKey: key, body: request, timeoutMs }),
  );
  if (answer === null || answer.status === null) {
    unanswered = { request: text, key };
    return { ok: false, status: null, body: null };
  }
  unanswered = null;
  // The API validated the answer against the contract; a body without bets is not a placement.
  if (answer.ok && isPlaced(answer.body)) return { ok: true, placed: answer.body.data };
  // New terms came into force: the checker asks the player to accept them.
  if (answer.body?.code === 'TERMS_NOT_ACCEPTED') useTermsCheck.getState().require();
  // A used-up session or activity limit stops betting, not only this bet.
  await onBetRefused(answer.body?.code);
  return { ok: false, status: answer.status, body: answer.body };
}
