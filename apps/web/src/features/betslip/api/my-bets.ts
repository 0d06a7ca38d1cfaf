'use client';
// My bets' calls: a page of the player's bets, and cashing one out at the offer on screen.
import type { BetsPage, ServerBetBody } from '@sportsbook/contracts';
import { apiFetch, ClientApiError } from '@/lib/api/client';
import { cashOutBet } from './cash-out';

export function getBets(
  query: { filter: string; result: string; page: number; limit: number },
  signal?: AbortSignal,
): Promise<BetsPage> {
  return apiFetch<BetsPage>(
    `/api/sb/bets?filter=${query.filter}&result=${query.result}&page=${query.page}&limit=${query.limit}`,
    { signal },
  );
}

/**
 * Cashes a bet out (cashOutBet: a deadline of the live delay plus a margin, the status read back
 * when no answer came) and resolves with the paid bet; any other final state throws a
 * ClientApiError whose code says which (CASHOUT_VALUE_CHANGED, CASHOUT_UNAVAILABLE, ...,
 * CASHOUT_NOT_DONE when it did not go through, CASHOUT_UNCONFIRMED when it could not be read).
 */
export async function cashOut(bet: ServerBetBody): Promise<{ data: ServerBetBody }> {
  const outcome = await cashOutBet(bet);
  switch (outcome.state) {
    case 'cashed_out':
      return { data: outcome.bet };
    case 'refused':
      throw new ClientApiError(422, outcome.code, outcome.messageId, {
        to_cashout: outcome.toCashout,
      });
    case 'not_cashed_out':
      throw new ClientApiError(0, 'CASHOUT_NOT_DONE', 'mybets.cashout-unavailable');
    case 'unconfirmed':
      throw new ClientApiError(0, 'CASHOUT_UNCONFIRMED', 'mybets.cashout-unconfirmed');
  }
}
