'use client';
// My bets' calls: pages of the player's bets by status list (spec: bet history, limit 500), and
// cashing one out at the offer on screen, which may wait out the live bet delay on the server.
import type { BetsPage, ServerBetBody } from '@sportsbook/contracts';
import { apiAnswer, apiFetch } from '@/lib/api/client';

/** Spec: bets page size. */
export const BETS_PAGE_SIZE = 500;

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

export function getBets(
  query: { view: BetView; result: string; page: number },
  signal?: AbortSignal,
): Promise<BetsPage> {
  const params = new URLSearchParams({
    status: BET_VIEWS[query.view].join(','),
    result: query.result,
    page: String(query.page),
    limit: String(BETS_PAGE_SIZE),
  });
  return apiFetch<BetsPage>(`/api/sb/bets?${params.toString()}`, { signal });
}

/**
 * A bet as the server holds it now, or null when the player has no such bet (or it could not be
 * read): the newest page of every status a cash-out can end in is searched for it.
 */
export async function readBet(betId: string): Promise<ServerBetBody | null> {
  const page = await getBets({ view: 'all', result: 'all', page: 1 }).catch(() => null);
  return page?.data.find((bet) => bet.id === betId) ?? null;
}

/** How the server answered a cash out; `unknown` when no answer came (the caller reads status). */
export type CashoutAnswer =
  | { kind: 'cashed_out'; bet: ServerBetBody }
  | { kind: 'refused'; code: string; toCashout: number | null }
  | { kind: 'unknown' };

/**
 * Takes the offer `toCashout`. The server waits the live bet delay before it answers, so the call
 * waits `waitMs` (the delay plus a margin) rather than the usual request deadline.
 */
export async function cashOut(
  bet: Pick<ServerBetBody, 'id'>,
  toCashout: number,
  waitMs: number,
): Promise<CashoutAnswer> {
  const answer = await apiAnswer('/api/sb/bets/cashout', {
    method: 'POST',
    body: { bet_id: bet.id, to_cashout: toCashout },
    signal: AbortSignal.timeout(waitMs),
  });
  if (answer.ok && answer.body) {
    return { kind: 'cashed_out', bet: answer.body.data as ServerBetBody };
  }
  // Only a refusal the API explains is final; a time-out, a lost connection or a 5xx is not.
  if (answer.status !== null && answer.status >= 400 && answer.status < 500 && answer.body) {
    const data = answer.body.data as { to_cashout?: number | null } | undefined;
    return {
      kind: 'refused',
      code: typeof answer.body.code === 'string' ? answer.body.code : 'UNKNOWN',
      toCashout: data?.to_cashout ?? null,
    };
  }
  return { kind: 'unknown' };
}
