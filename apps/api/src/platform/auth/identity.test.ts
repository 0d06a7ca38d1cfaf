import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPlatformTestApp, signUp, type PlatformTestApp } from '../../../test/platform';
import { SessionStore } from './sessions';

/** Reasons of unhandled rejections while `run` and the turns after it go by. */
async function unhandledDuring(run: () => Promise<void>): Promise<unknown[]> {
  const reasons: unknown[] = [];
  const listener = (reason: unknown) => reasons.push(reason);
  process.on('unhandledRejection', listener);
  try {
    await run();
    // Node reports an unhandled rejection once the microtasks of its turn have run.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return reasons;
}

const lostConnection = () => new Error('Connection terminated unexpectedly');

describe('the session lookup when the database fails', () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp('pglite');
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => t.close());

  it('a failed lookup fails its request with an error body and leaves no unhandled rejection', async () => {
    const { client } = await signUp(t.app);
    const reasons = await unhandledDuring(async () => {
      vi.spyOn(SessionStore.prototype, 'resolveWith').mockRejectedValueOnce(lostConnection());
      const res = await client.get('/api/platform/player');
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.json()).toHaveProperty('code');
    });
    expect(reasons).toEqual([]);
  });

  it('the placement path (session read with the bettor) fails the same way, and nothing is kept', async () => {
    const { client } = await signUp(t.app);
    const bet = {
      meta: { device_id: 'device-1' },
      bets: [
        {
          stake: { value: 100, currency: 'EUR' },
          selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2 }],
        },
      ],
    };
    const reasons = await unhandledDuring(async () => {
      vi.spyOn(SessionStore.prototype, 'resolveWith').mockRejectedValueOnce(lostConnection());
      const res = await client.post('/api/sb/bets', bet);
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.json()).toHaveProperty('code');
    });
    expect(reasons).toEqual([]);
    // The next request looks the session up again and finds it.
    expect((await client.get('/api/platform/player')).statusCode).toBe(200);
  });

  it('within one request, a lookup that failed is asked again rather than answered from memory', async () => {
    const { client } = await signUp(t.app);
    const spy = vi
      .spyOn(SessionStore.prototype, 'resolveWith')
      .mockRejectedValueOnce(lostConnection());
    const request = {
      headers: { cookie: `player_session=${client.cookie}` },
      cookies: { player_session: client.cookie },
      method: 'GET',
    } as never;
    await expect(t.app.identity.session(request)).rejects.toThrow('Connection terminated');
    await expect(t.app.identity.session(request)).resolves.toMatchObject({ kind: 'cookie' });
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
