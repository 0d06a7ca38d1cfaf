'use client';
// /api/sb/jackpots and /api/sb/jackpot-hits: the jackpots with their levels, the player's unseen
// hits and hit seen marking. Spec 8: the jackpot fetch reports its failures except 400, 404 and
// 500 (a site without jackpots answers 404), so those read as "nothing to show".
import type { Jackpot, JackpotHit } from '@sportsbook/contracts';
import { apiFetch, ClientApiError } from '@/lib/api/client';

/** Failures the jackpot fetch does not report. */
const UNREPORTED = new Set([400, 404, 500]);

/** The answer, or null for a failure the spec leaves unreported; other failures are thrown. */
async function unlessUnreported<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ClientApiError && UNREPORTED.has(error.status)) return null;
    throw error;
  }
}

export async function getJackpots(locale: string, signal?: AbortSignal): Promise<Jackpot[]> {
  const answer = await unlessUnreported(
    apiFetch<{ data: Jackpot[] }>(`/api/sb/jackpots?locale=${encodeURIComponent(locale)}`, {
      ...(signal ? { signal } : {}),
    }),
  );
  return answer?.data ?? [];
}

/** The signed-in player's hits not yet seen (default limit 10). */
export async function getUnseenJackpotHits(
  locale: string,
  signal?: AbortSignal,
): Promise<JackpotHit[]> {
  const answer = await unlessUnreported(
    apiFetch<{ data: JackpotHit[] }>(
      `/api/sb/jackpot-hits?forUser=true&unseen=true&locale=${encodeURIComponent(locale)}`,
      { ...(signal ? { signal } : {}) },
    ),
  );
  return answer?.data ?? [];
}

export function markJackpotHitsSeen(ids: string[]): Promise<{ ids: string[] }> {
  return apiFetch<{ ids: string[] }>('/api/sb/jackpot-hits/mark-as-seen', {
    method: 'POST',
    body: { ids },
  });
}
