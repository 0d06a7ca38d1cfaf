'use client';
// Cashing out a bet, with a deadline that follows the operation and a final state that is read,
// never guessed.
//
// Contract (for My bets):
//   cashOutBet(bet, { liveDelayMs?, signal?, playerId? }): Promise<CashOutOutcome>
//   - Sends POST /bets/cashout at bet.to_cashout with a deadline of liveDelayMs + 10 s
//     (operationDeadlineMs). liveDelayMs defaults to cashOutLiveDelayMs(bet): the longest live
//     delay of the sports of its open legs, an upper bound (the API waits it for live legs only).
//     While it waits, show "cash out in progress" with a countdown of liveDelayMs.
//   - Resolves with the bet's real final state:
//       { state: 'cashed_out', bet }       paid: bet.win_amount is the amount credited
//       { state: 'refused', code, messageId, toCashout }
//                                          the API said no: CASHOUT_VALUE_CHANGED (toCashout is the
//                                          new offer), CASHOUT_UNAVAILABLE, BET_NOT_FOUND
//       { state: 'not_cashed_out', bet: null }
//                                          no answer, and the bet (read back twice) is neither
//                                          cashed out nor in progress: it stays as it was
//       { state: 'unconfirmed' }           no answer and nothing could be read for about a minute
//   - When the call gets no answer (deadline or network), it reads the bet's status (GET /bets with
//     status=cashout_in_progress,cashed_out) until it is no longer in progress; a bet_changed or
//     bet_cashout_changed of that bet on the private channel makes it read at once.
//   - Rejects only when `signal` aborts or the session ended (ClientApiError 401; the player store
//     has already signed the player out).
import type { BetsPage, ServerBetBody } from '@sportsbook/contracts';
import { liveDelayOf } from '@sportsbook/domain';
import { apiFetch, ClientApiError } from '@/lib/api/client';
import { systemSnapshot } from '@/lib/api/system';
import { holdPrivateChannel, PRIVATE_SUBSCRIBED } from '@/lib/live/connection';
import { usePlayer } from '@/lib/session/player-store';
import { isUnanswered, operationDeadlineMs } from './operation';

export type CashOutOutcome =
  | { state: 'cashed_out'; bet: ServerBetBody }
  | { state: 'refused'; code: string; messageId: string; toCashout: number | null }
  | { state: 'not_cashed_out'; bet: null }
  | { state: 'unconfirmed' };

/** How often the status is read while the cash-out is still in progress, and for how long. */
const STATUS_READ_EVERY_MS = 2000;
const STATUS_READ_FOR_MS = 60_000;

/**
 * The live delay the API may wait before paying: the longest of the sports of the bet's open legs.
 * Prematch legs wait none, so this is an upper bound, which is what a deadline needs.
 */
export function cashOutLiveDelayMs(bet: Pick<ServerBetBody, 'selections'>): number {
  const table = systemSnapshot()?.live_bet_delay_ms ?? {};
  const open = bet.selections.filter((s) => s.status === 'open');
  return Math.max(0, ...open.map((s) => liveDelayOf(s.match.sport_key, table)));
}

/** The bet as it stands now, if it is cashed out or in progress; null when it is neither. */
async function readCashOutStatus(
  betId: string,
  signal: AbortSignal | undefined,
): Promise<ServerBetBody | null> {
  for (let page = 1; ; page++) {
    const found = await apiFetch<BetsPage>(
      `/api/sb/bets?status=cashout_in_progress,cashed_out&page=${page}&limit=500`,
      { signal },
    );
    const bet = found.data.find((b) => b.id === betId);
    if (bet) return bet;
    if (page >= found.pagination.last_page) return null;
  }
}

/** Resolves after `ms`, or earlier when the private channel tells of a change to the bet. */
function nextChange(
  betId: string,
  ms: number,
  playerId: string | null,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    let release = () => {};
    const done = () => {
      clearTimeout(timer);
      release();
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
    if (!playerId) return;
    release = holdPrivateChannel(playerId, ({ event_name, message }) => {
      const m = message as { bet?: { id?: string }; bet_id?: string };
      const id = event_name === 'bet_changed' ? m.bet?.id : m.bet_id;
      // Its change, or a resubscription (its change may have been missed): read it now.
      if (id === betId || event_name === PRIVATE_SUBSCRIBED) done();
    });
  });
}

/**
 * After a call left without an answer: the bet's status, read until it is final. A call still on
 * its way puts the bet in progress first thing, so "not cashed out" needs two reads that say so.
 */
async function recover(
  betId: string,
  playerId: string | null,
  signal: AbortSignal | undefined,
): Promise<CashOutOutcome> {
  const until = Date.now() + STATUS_READ_FOR_MS;
  let neither = 0;
  while (Date.now() < until) {
    await nextChange(betId, STATUS_READ_EVERY_MS, playerId, signal);
    signal?.throwIfAborted();
    try {
      const bet = await readCashOutStatus(betId, signal);
      if (bet?.status === 'cashed_out') return { state: 'cashed_out', bet };
      neither = bet?.status === 'cashout_in_progress' ? 0 : neither + 1;
      if (neither >= 2) return { state: 'not_cashed_out', bet: null };
    } catch (error) {
      if (!isUnanswered(error) && !(error instanceof ClientApiError && error.status >= 500))
        throw error;
    }
  }
  return { state: 'unconfirmed' };
}

/** Cashes a bet out at its offer on screen and answers how it ended (contract above). */
export async function cashOutBet(
  bet: ServerBetBody,
  options: { liveDelayMs?: number; signal?: AbortSignal; playerId?: string } = {},
): Promise<CashOutOutcome> {
  const { signal } = options;
  const playerId = options.playerId ?? usePlayer.getState().profile?.id ?? null;
  const timeoutMs = operationDeadlineMs(options.liveDelayMs ?? cashOutLiveDelayMs(bet));
  try {
    const { data } = await apiFetch<{ data: ServerBetBody }>('/api/sb/bets/cashout', {
      method: 'POST',
      body: { bet_id: bet.id, to_cashout: bet.to_cashout },
      timeoutMs,
      ...(signal ? { signal } : {}),
    });
    return { state: 'cashed_out', bet: data };
  } catch (error) {
    if (error instanceof ClientApiError && error.status < 500 && error.status !== 401) {
      const offer = error.data?.to_cashout;
      return {
        state: 'refused',
        code: error.code,
        messageId: error.messageId,
        toCashout: typeof offer === 'number' ? offer : null,
      };
    }
    if (!isUnanswered(error) && !(error instanceof ClientApiError && error.status >= 500))
      throw error;
    return recover(bet.id, playerId, signal);
  }
}
