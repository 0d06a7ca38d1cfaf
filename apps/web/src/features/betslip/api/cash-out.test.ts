// @vitest-environment jsdom
// Tests: a cash out waits the live delay plus a margin, and when no answer comes its final state is
// read back (or told by the private channel), never guessed.
import type { ServerBetBody } from '@sportsbook/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { cashOutBet, cashOutLiveDelayMs } from './cash-out';

const channel = vi.hoisted(() => ({
  handlers: [] as Array<(event: { event_name: string; message: unknown }) => void>,
}));
vi.mock('@/lib/live/connection', () => ({
  PRIVATE_SUBSCRIBED: 'channel_subscribed',
  holdPrivateChannel: (_id: string, handler: (typeof channel.handlers)[number]) => {
    channel.handlers.push(handler);
    return () => channel.handlers.splice(channel.handlers.indexOf(handler), 1);
  },
}));
vi.mock('@/lib/api/system', () => ({
  systemSnapshot: () => ({ live_bet_delay_ms: { default: 4000, soccer: 5000 } }),
}));

const api = fakeApi();
const leg = (status: string, sport = 'soccer') => ({
  id: 's1',
  status,
  match: { id: 1, name: 'A vs B', sport_key: sport, start_time: '2026-01-01T00:00:00Z' },
  market: { id: 1, name: '1X2' },
  outcome: { id: '1', name: 'A' },
  odds: 2,
  specifier: '',
});
const bet = (status: ServerBetBody['status'], extra: Partial<ServerBetBody> = {}) =>
  ({
    id: '42',
    status,
    to_cashout: 180,
    win_amount: null,
    selections: [leg('open')],
    ...extra,
  }) as ServerBetBody;
const page = (...bets: ServerBetBody[]) => ({
  body: { data: bets, pagination: { total: bets.length, page: 1, limit: 500, last_page: 1 } },
});
const noAnswer = () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  channel.handlers.length = 0;
});

describe('the cash-out deadline follows the live delay', () => {
  it('is the longest live delay of the open legs plus 10 s', async () => {
    expect(cashOutLiveDelayMs(bet('submitted'))).toBe(5000);
    expect(
      cashOutLiveDelayMs(
        bet('submitted', { selections: [leg('won', 'soccer'), leg('open', 'x')] }),
      ),
    ).toBe(4000);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    api.on('POST', '/api/sb/bets/cashout', { body: { data: bet('cashed_out') } });
    await cashOutBet(bet('submitted'), { playerId: 'p1' });
    expect(timeout).toHaveBeenCalledWith(15_000);
  });
});

describe('the final state of a cash out', () => {
  it('is the paid bet when the API answers', async () => {
    const paid = bet('cashed_out', { win_amount: 180 });
    api.on('POST', '/api/sb/bets/cashout', { body: { data: paid } });
    expect(await cashOutBet(bet('submitted'), { playerId: 'p1' })).toEqual({
      state: 'cashed_out',
      bet: paid,
    });
    expect(api.sentTo('POST', '/api/sb/bets/cashout')[0]!.body).toEqual({
      bet_id: '42',
      to_cashout: 180,
    });
  });

  it("is the API's refusal with the new offer when the value moved", async () => {
    api.on('POST', '/api/sb/bets/cashout', {
      status: 422,
      body: {
        code: 'CASHOUT_VALUE_CHANGED',
        message: 'error.cashout.cashout_value_changed',
        data: { to_cashout: 150 },
      },
    });
    expect(await cashOutBet(bet('submitted'), { playerId: 'p1' })).toEqual({
      state: 'refused',
      code: 'CASHOUT_VALUE_CHANGED',
      messageId: 'error.cashout.cashout_value_changed',
      toCashout: 150,
    });
  });

  it('without an answer, is read back: in progress, then cashed out', async () => {
    api.on('POST', '/api/sb/bets/cashout', noAnswer);
    let reads = 0;
    api.on('GET', '/api/sb/bets', () =>
      ++reads === 1 ? page(bet('cashout_in_progress')) : page(bet('cashed_out')),
    );
    const outcome = cashOutBet(bet('submitted'), { playerId: 'p1' });
    await vi.runAllTimersAsync();
    expect(await outcome).toMatchObject({ state: 'cashed_out', bet: { status: 'cashed_out' } });
    expect(api.sentTo('GET', '/api/sb/bets')[0]!.query.get('status')).toBe(
      'cashout_in_progress,cashed_out',
    );
  });

  it('without an answer, a bet_changed of that bet on the private channel reads it at once', async () => {
    api.on('POST', '/api/sb/bets/cashout', noAnswer);
    api.on('GET', '/api/sb/bets', page(bet('cashed_out')));
    const outcome = cashOutBet(bet('submitted'), { playerId: 'p1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(channel.handlers).toHaveLength(1);
    channel.handlers[0]!({ event_name: 'bet_changed', message: { bet: { id: '42' } } });
    await vi.advanceTimersByTimeAsync(0);
    expect(await outcome).toMatchObject({ state: 'cashed_out' });
    expect(channel.handlers).toHaveLength(0);
  });

  it('without an answer, a bet read twice as neither in progress nor cashed out was not cashed out', async () => {
    api.on('POST', '/api/sb/bets/cashout', noAnswer);
    api.on('GET', '/api/sb/bets', page());
    const outcome = cashOutBet(bet('submitted'), { playerId: 'p1' });
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual({ state: 'not_cashed_out', bet: null });
    expect(api.sentTo('GET', '/api/sb/bets')).toHaveLength(2);
  });

  it('is "unconfirmed", not a failure, when nothing can be read for a minute', async () => {
    api.on('POST', '/api/sb/bets/cashout', noAnswer);
    api.on('GET', '/api/sb/bets', noAnswer);
    const outcome = cashOutBet(bet('submitted'), { playerId: 'p1' });
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual({ state: 'unconfirmed' });
  });
});
