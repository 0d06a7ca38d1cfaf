'use client';
// My bets' calls: pages of the player's bets by status list (spec: bet history, limit 500)
// (cashing one out: ./cash-out.ts).
import type { BetsPage, ServerBetBody } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

/** Spec: bets page size. */
const BETS_PAGE_SIZE = 500;

/**
 * The statuses each view of My bets asks for (spec: a status list excluding some statuses): a
 * rejected or withdrawn bet never took the stake, so no view lists it.
 */
export const BET_VIEWS = {
  open: ['submitted', 'waiting_results', 'ready_to_process', 'cashout_in_progress'],
  settled: ['done', 'cashed_out', 'cancelled'],
  cashed_out: ['cashed_out'],
  all: [
    'submitted',
    'waiting_results',
    'ready_to_process',
    'cashout_in_progress',
    'done',
    'cashed_out',
    'cancelled',
  ],
} as const satisfies Record<string, readonly ServerBetBody['status'][]>;
export type BetView = keyof typeof BET_VIEWS;

/** A page of the player's bets, the matches named in `query.locale` as at placement. */
export function getBets(
  query: { view: BetView; result: string; page: number; locale: string },
  signal?: AbortSignal,
): Promise<BetsPage> {
  const params = new URLSearchParams({
    status: BET_VIEWS[query.view].join(','),
    result: query.result,
    page: String(query.page),
    limit: String(BETS_PAGE_SIZE),
    locale: query.locale,
  });
  return apiFetch<BetsPage>(`/api/sb/bets?${params.toString()}`, { signal });
}
