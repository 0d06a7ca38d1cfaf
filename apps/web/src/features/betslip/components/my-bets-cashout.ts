'use client';
// Cash out as My bets runs it: confirm, then in progress through the live bet delay, then the
// state the server reports (its answer, the private channel's bet_changed, or a status read):
// cashed out, offer changed, or refused. Nothing is concluded from a time-out.
import type { BetsPage, ServerBetBody } from '@sportsbook/contracts';
import { MATCH_STATUS, placementLiveDelayMs } from '@sportsbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createStore, useStore } from 'zustand';
import { useSystem } from '@/lib/api/system';
import { liveCatalogue } from '@/lib/live/live-catalogue';
import { cashOutBet, type CashOutOutcome } from '../api/cash-out';

export type CashoutState =
  | { phase: 'confirming' }
  | {
      phase: 'progress';
      amount: number;
      startedAt: number;
      delayMs: number;
      /** When the call and the status reads gave up with no answer (the list's reads tell). */
      unansweredAt?: number;
    }
  | { phase: 'done'; amount: number }
  | { phase: 'changed'; offer: number }
  | { phase: 'refused'; messageId: string };

/** The live delay the server waits before it cashes `bet` out: that of its live open legs. */
function cashoutDelayMs(bet: ServerBetBody, table: Record<string, number>): number {
  const now = Date.now();
  const legs = bet.selections
    .filter((s) => s.status === 'open')
    .map((s) => ({
      sportKey: s.match.sport_key,
      matchStatus:
        liveCatalogue.matches.get(String(s.match.id))?.status ??
        (Date.parse(s.match.start_time) <= now ? MATCH_STATUS.live : MATCH_STATUS.prematch),
    }));
  return placementLiveDelayMs([{ selections: legs }], table);
}

const REFUSALS: Record<string, string> = {
  CASHOUT_UNAVAILABLE: 'mybets.cashout-unavailable',
  BET_NOT_FOUND: 'mybets.cashout-not-found',
  NOT_FOUND: 'mybets.cashout-not-found',
};

/** How a cash-out ended, as the server told (its answer, a status read or the channel). */
type CashoutAnswer =
  | { kind: 'cashed_out'; bet: ServerBetBody }
  | { kind: 'refused'; code: string; toCashout: number | null };

/** Where a cash-out ended, read from the bet itself; null while it is still in progress. */
function fromBet(bet: ServerBetBody): CashoutAnswer | null {
  if (bet.status === 'cashed_out') return { kind: 'cashed_out', bet };
  if (bet.status === 'cashout_in_progress') return null;
  return { kind: 'refused', code: 'CASHOUT_UNAVAILABLE', toCashout: bet.to_cashout };
}

/** The call's final state as My bets tells it; null when it could not be confirmed yet. */
function answerOf(outcome: CashOutOutcome | null): CashoutAnswer | null {
  switch (outcome?.state) {
    case 'cashed_out':
      return { kind: 'cashed_out', bet: outcome.bet };
    case 'refused':
      return { kind: 'refused', code: outcome.code, toCashout: outcome.toCashout };
    case 'not_cashed_out':
      return { kind: 'refused', code: 'CASHOUT_UNAVAILABLE', toCashout: null };
    default:
      return null;
  }
}

export function useCashout(onCashedOut: (bet: ServerBetBody) => void) {
  const client = useQueryClient();
  const table = useSystem().data?.live_bet_delay_ms;
  // Each bet's cash-out, read and written at once by the calls and the channel as they answer.
  const [store] = useState(() => createStore<Record<string, CashoutState>>(() => ({})));
  const states = useStore(store);
  const phaseOf = useCallback((betId: string) => store.getState()[betId]?.phase, [store]);
  const announce = useRef(onCashedOut);
  useLayoutEffect(() => {
    announce.current = onCashedOut;
  });

  const set = useCallback(
    (betId: string, state: CashoutState | null) => {
      const { [betId]: _previous, ...rest } = store.getState();
      store.setState(state ? { ...rest, [betId]: state } : rest, true);
    },
    [store],
  );

  /** Ends a cash-out in progress once (the answer and the channel may both report it). */
  const finish = useCallback(
    (betId: string, outcome: CashoutAnswer) => {
      if (phaseOf(betId) !== 'progress') return;
      if (outcome.kind === 'cashed_out') {
        set(betId, { phase: 'done', amount: outcome.bet.win_amount ?? 0 });
        announce.current(outcome.bet);
      } else if (outcome.code === 'CASHOUT_VALUE_CHANGED' && outcome.toCashout) {
        const offer = outcome.toCashout;
        client.setQueriesData<BetsPage>({ queryKey: ['bets'] }, (page) =>
          page
            ? {
                ...page,
                data: page.data.map((b) => (b.id === betId ? { ...b, to_cashout: offer } : b)),
              }
            : page,
        );
        set(betId, { phase: 'changed', offer });
      } else {
        set(betId, {
          phase: 'refused',
          messageId:
            outcome.code === 'CASHOUT_VALUE_CHANGED'
              ? 'mybets.cashout-changed'
              : (REFUSALS[outcome.code] ?? 'mybets.cashout-unavailable'),
        });
      }
      void client.invalidateQueries({ queryKey: ['bets'] });
    },
    [client, set, phaseOf],
  );

  // The private channel writes a changed bet into the cached lists: a cash-out in progress that
  // it shows cashed out (or settled) has ended, whatever the call is still waiting for.
  const inProgress = Object.values(states).some((s) => s.phase === 'progress');
  useEffect(() => {
    if (!inProgress) return;
    const cache = client.getQueryCache();
    return cache.subscribe(() => {
      for (const query of cache.findAll({ queryKey: ['bets'] })) {
        const page = query.state.data as BetsPage | undefined;
        for (const bet of page?.data ?? []) {
          const state = store.getState()[bet.id];
          if (state?.phase !== 'progress') continue;
          if (bet.status === 'cashed_out') finish(bet.id, { kind: 'cashed_out', bet });
          else if (bet.result !== 'no_results') finish(bet.id, fromBet(bet)!);
          // Read after the call gave up, the bet open again: the cash-out did not happen.
          else if (
            state.unansweredAt !== undefined &&
            query.state.dataUpdatedAt > state.unansweredAt &&
            bet.status !== 'cashout_in_progress'
          )
            finish(bet.id, fromBet(bet)!);
        }
      }
    });
  }, [client, store, inProgress, finish]);

  const confirm = useCallback(
    async (bet: ServerBetBody, amount: number) => {
      if (phaseOf(bet.id) === 'progress') return;
      const delayMs = cashoutDelayMs(bet, table ?? {});
      set(bet.id, { phase: 'progress', amount, startedAt: Date.now(), delayMs });
      // The call waits the delay plus a margin, then reads the status until it is final.
      const outcome = answerOf(
        await cashOutBet({ ...bet, to_cashout: amount }, { liveDelayMs: delayMs }).catch(
          () => null,
        ),
      );
      if (phaseOf(bet.id) !== 'progress') return;
      if (outcome) return finish(bet.id, outcome);
      // Still running after the reads: the channel, or the list's next read, will tell.
      const state = store.getState()[bet.id];
      if (state?.phase === 'progress') set(bet.id, { ...state, unansweredAt: Date.now() });
    },
    [table, store, set, finish, phaseOf],
  );

  return {
    stateOf: (betId: string): CashoutState | undefined => states[betId],
    ask: (betId: string) => set(betId, { phase: 'confirming' }),
    cancel: (betId: string) => set(betId, null),
    confirm: (bet: ServerBetBody, amount: number) => void confirm(bet, amount),
  };
}
