'use client';
// The placement call: the v3 request with the device id cookie, locale and quick flag.
import type { PlaceBetsResponse } from '@sportsbook/contracts';
import { toPlaceBetsRequest, type BetSlipBet, type ServerBet } from '@sportsbook/domain';
import { ensureDeviceId } from '@/lib/session/stored-keys';

export type PostBetsAnswer =
  | { ok: true; placed: ServerBet[] }
  | { ok: false; status: number | null; body: Record<string, unknown> | null };

const isPlaced = (body: Record<string, unknown> | null): body is PlaceBetsResponse =>
  body !== null && Array.isArray(body.data);

/** Sends bets to the API as the v3 request (device id, locale, quick flag), once per key. */
export async function postBets(
  bets: BetSlipBet[],
  meta: { locale: string; quick?: boolean },
): Promise<PostBetsAnswer> {
  const res = await fetch('/api/sb/bets', {
    method: 'POST',
    credentials: 'include',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'X-App': 'sportsbook',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify(
      toPlaceBetsRequest(bets, {
        deviceId: ensureDeviceId(),
        locale: meta.locale,
        ...(meta.quick ? { quick: true } : {}),
      }),
    ),
  }).catch(() => null);
  const body = (await res?.json().catch(() => null)) as Record<string, unknown> | null;
  // The API validated the answer against the contract; a body without bets is not a placement.
  if (res?.ok && isPlaced(body)) {
    return { ok: true, placed: body.data as unknown as ServerBet[] };
  }
  return { ok: false, status: res?.status ?? null, body };
}
