'use client';
// The calls that move money (placement, cash out): a deadline that follows the operation, and
// telling a call left without an answer from an answer. Kept with the slip's on-demand code: a
// page that only shows prices needs none of it.
import { sendApiRequest, type ApiRequest } from '@/lib/api/request';

/**
 * What a call that waits out the live bet delay (placement, cash out) allows beyond the delay for
 * the network and the server's own work (re-check and write): 10 s (docs/decisions.md).
 */
const OPERATION_MARGIN_MS = 10_000;

/** The deadline of a call whose server waits the live bet delay first. */
export const operationDeadlineMs = (liveDelayMs: number): number =>
  Math.max(0, liveDelayMs) + OPERATION_MARGIN_MS;

/**
 * Whether a call failed without an answer from the API: its deadline passed or the network
 * failed. The operation may or may not have happened; only a re-send or a read can tell.
 */
export function isUnanswered(error: unknown): boolean {
  if (error instanceof DOMException) return error.name === 'TimeoutError';
  return error instanceof TypeError;
}

/** A call's answer as it came: `status` is null when the call never reached the API. */
export interface ApiAnswer {
  ok: boolean;
  status: number | null;
  body: Record<string, unknown> | null;
}

/**
 * Sends a call and answers its status and JSON body as they came, without throwing: for the bet
 * placement, whose refusals carry a reason per bet that the slip shows. `status` null means no
 * answer came (deadline or network), so the caller cannot know whether the call took effect.
 */
export async function apiAnswer(
  path: string,
  init: ApiRequest & { timeoutMs: number },
): Promise<ApiAnswer> {
  const res = await sendApiRequest(path, init, init.timeoutMs).catch(() => null);
  const body = ((await res?.json().catch(() => null)) ?? null) as Record<string, unknown> | null;
  return { ok: res?.ok ?? false, status: res?.status ?? null, body };
}
