// @vitest-environment jsdom
// Tests: the placement call's deadline follows the live bet delay, and a call left without an
// answer is sent again with the same idempotency key, never reported as a failure it may not be.
import { MATCH_STATUS } from '@sportsbook/domain';
import { bet, selection } from '@sportsbook/domain/test-support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postBets } from './post-bets';

vi.mock('@/lib/api/system', () => ({
  systemSnapshot: () => ({ live_bet_delay_ms: { default: 4000, soccer: 5000, cricket: 6000 } }),
}));

const placed = { data: [{ id: '7', status: 'submitted' }] };
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));

const live = bet('single', [selection({ matchStatus: MATCH_STATUS.live, sportKey: 'cricket' })]);
const prematch = bet('single', [selection()]);
const keysSent = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(
    ([, init]) =>
      (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
  );

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('placement waits the live delay plus a margin', () => {
  it('gives a live cricket bet 6 s of delay plus 10 s, a prematch one the 10 s margin', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockResolvedValue(answer(201, placed));
    await postBets([live], { locale: 'en' });
    await postBets([prematch], { locale: 'en' });
    expect(timeout.mock.calls.map(([ms]) => ms)).toEqual([16_000, 10_000]);
  });
});

describe('a placement left without an answer is never guessed', () => {
  it('is sent again with the same idempotency key, and the answer is the placement', async () => {
    fetchMock.mockImplementationOnce(noAnswer).mockResolvedValueOnce(answer(201, placed));
    const result = postBets([live], { locale: 'en' });
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ ok: true, placed: placed.data });
    const [first, second] = keysSent(fetchMock);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it("a gateway's 502 is no answer either: the API's own refusal after it is what counts", async () => {
    fetchMock
      .mockResolvedValueOnce(answer(502, {}))
      .mockResolvedValueOnce(answer(422, { code: 118, message: 'x' }));
    const result = postBets([live], { locale: 'en' });
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: false, status: 422, body: { code: 118 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers "not known" when no attempt got through, and the same slip re-sends that key', async () => {
    fetchMock.mockImplementation(noAnswer);
    const result = postBets([live], { locale: 'en' });
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ ok: false, status: null, body: null });
    const attempts = fetchMock.mock.calls.length;
    expect(attempts).toBeGreaterThan(1);
    expect(new Set(keysSent(fetchMock)).size).toBe(1);
    const [unanswered] = keysSent(fetchMock);

    // Placing the same slip again: the API answers the first attempt's outcome under its key.
    fetchMock.mockReset().mockResolvedValue(answer(201, placed));
    await postBets([live], { locale: 'en' });
    expect(keysSent(fetchMock)).toEqual([unanswered]);
    // Once answered, another slip gets a key of its own.
    fetchMock.mockClear();
    await postBets([prematch], { locale: 'en' });
    expect(keysSent(fetchMock)[0]).not.toBe(unanswered);
  });
});
