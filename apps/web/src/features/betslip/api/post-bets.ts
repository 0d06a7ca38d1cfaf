'use client';
// The placement call: the v3 request with the device id cookie, locale and quick flag.
import type { PlaceBetsResponse, ServerBetBody } from '@sportsbook/contracts';
import { toPlaceBetsRequest } from '@sportsbook/contracts/slip-mappers';
import type { BetSlipBet } from '@sportsbook/domain';
import { apiAnswer } from '@/lib/api/client';
import { ensureDeviceId } from '@/lib/session/stored-keys';

export type PostBetsAnswer =
  | { ok: true; placed: ServerBetBody[] }
  | { ok: false; status: number | null; body: Record<string, unknown> | null };

const isPlaced = (body: Record<string, unknown> | null): body is PlaceBetsResponse =>
  body !== null && Array.isArray(body.data);

/** Sends bets to the API as the v3 request (device id, locale, quick flag), once per key. */
export async function postBets(
  bets: BetSlipBet[],
  meta: { locale: string; quick?: boolean },
): Promise<PostBetsAnswer> {
  const { ok, status, body } = await apiAnswer('/api/sb/bets', {
    method: 'POST',
    idempotencyKey: crypto.randomUUID(),
    body: toPlaceBetsRequest(bets, {
      deviceId: ensureDeviceId(),
      locale: meta.locale,
      ...(meta.quick ? { quick: true } : {}),
    }),
  });
  // The API validated the answer against the contract; a body without bets is not a placement.
  if (ok && isPlaced(body)) {
    return { ok: true, placed: body.data };
  }
  return { ok: false, status, body };
}
