'use client';
// My bets' calls: a page of the player's bets, and cashing one out at the offer on screen.
import type { BetsPage, ServerBetBody } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

export function getBets(
  query: { filter: string; result: string; page: number; limit: number },
  signal?: AbortSignal,
): Promise<BetsPage> {
  return apiFetch<BetsPage>(
    `/api/sb/bets?filter=${query.filter}&result=${query.result}&page=${query.page}&limit=${query.limit}`,
    { signal },
  );
}

export function cashOut(bet: ServerBetBody): Promise<{ data: ServerBetBody }> {
  return apiFetch<{ data: ServerBetBody }>('/api/sb/bets/cashout', {
    method: 'POST',
    body: { bet_id: bet.id, to_cashout: bet.to_cashout },
  });
}
