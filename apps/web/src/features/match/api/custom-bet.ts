'use client';
// The bet builder's markets: what a match offers to build from (the legs' price: lib/api).
import type { Market } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

export function getCustomMarkets(
  matchId: number,
  signal?: AbortSignal,
): Promise<{ data: Market[] }> {
  return apiFetch<{ data: Market[] }>(`/api/sb/bets/custom/markets/${matchId}`, { signal });
}
