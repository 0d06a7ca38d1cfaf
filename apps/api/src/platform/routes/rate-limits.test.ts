import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_HEADER,
  buildPlatformTestApp,
  signUp,
  uniqueEmail,
  type PlatformTestApp,
} from '../../../test/platform';

describe('auth limits count per client and per account, never for everyone', () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp('pglite', {
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '4',
      RATE_LIMIT_MAX: '0',
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(async () => t.close());

  /** A failed sign-in from a peer address, with the headers a proxy in front of it would add. */
  const signIn = (from: string, email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/platform/users/sign_in',
      remoteAddress: from,
      headers: { ...APP_HEADER, ...headers },
      payload: { user: { email, password: 'not-the-password' } },
    });

  it('one client past its limit gets 429; another client still gets an answer', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await signIn('10.0.0.1', uniqueEmail())).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await signIn('10.0.0.2', uniqueEmail())).statusCode).toBe(401);
  });

  it('behind the trusted proxy, the client is the address the proxy forwards', async () => {
    const viaProxy = (client: string) =>
      signIn('127.0.0.1', uniqueEmail(), { 'x-forwarded-for': client });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await viaProxy('203.0.113.5')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    // Another visitor behind the same proxy has a bucket of their own.
    expect((await viaProxy('203.0.113.6')).statusCode).toBe(401);
  });

  it('an untrusted peer cannot pick its address with X-Forwarded-For', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${i}` };
      codes.push((await signIn('10.0.0.3', uniqueEmail(), spoofed)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('guesses at one account from many clients meet the per-account limit; that account only', async () => {
    // The sign-up is the account's first call of four.
    const { email } = await signUp(t.app);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await signIn(`10.1.0.${i}`, email!)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const refused = await signIn('10.1.0.9', email!.toUpperCase());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'error.request.too_many_requests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same client may still try another account.
    expect((await signIn('10.1.0.9', uniqueEmail())).statusCode).toBe(401);
  });
});
