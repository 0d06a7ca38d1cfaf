import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import {
  Client,
  PASSWORD,
  buildPlatformTestApp,
  lastToken,
  queryRows,
  uniqueEmail,
  type PlatformTestApp,
} from '../../../test/platform';

const NEW_PASSWORD = 'a brand new password 42';
const WRONG_PASSWORD = 'wrong password guess 17';
const SHORT_PASSWORD = 'short7';

interface Recorded {
  method: string;
  url: string;
  status: number;
  body: string;
}

/** A client that records every response body and every session cookie the API hands out. */
class RecordingClient extends Client {
  constructor(
    app: FastifyInstance,
    private readonly responses: Recorded[],
    private readonly sessions: Set<string>,
  ) {
    super(app);
  }

  override async request(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await super.request(method, url, payload, headers);
    this.responses.push({ method: String(method), url, status: res.statusCode, body: res.body });
    for (const cookie of res.cookies) {
      if (cookie.name === 'player_session' && cookie.value) this.sessions.add(cookie.value);
    }
    return res;
  }
}

describe.each(databaseKinds)('no secrets in the log or in answers on %s', (kind) => {
  let t: PlatformTestApp;
  const log: string[] = [];
  const responses: Recorded[] = [];
  const sessions = new Set<string>();
  const secrets = new Map<string, string>();
  const bearerTokens: string[] = [];

  beforeAll(async () => {
    t = await buildPlatformTestApp(
      kind,
      { LOG_LEVEL: 'trace', AUTH_MAX_FAILED_ATTEMPTS: '2', AUTH_UNLOCK_AFTER_MIN: '0' },
      { write: (line: string) => void log.push(line) },
    );
    const client = () => new RecordingClient(t.app, responses, sessions);

    // Sign-up, with a refused attempt first (a password too short must not be echoed).
    const email = uniqueEmail('secrets');
    const user = { email, password: PASSWORD, currency: 'EUR', country: 'DE' };
    const browser = client();
    expect(
      (await browser.post('/api/platform/users', { user: { ...user, password: SHORT_PASSWORD } }))
        .statusCode,
    ).toBe(400);
    expect((await browser.post('/api/platform/users', { user })).statusCode).toBe(201);

    // Confirmation with the mailed token; a second use is refused.
    const confirmation = await lastToken(t.app, email, 'confirmation_instructions');
    secrets.set('confirmation token', confirmation);
    const confirmUrl = `/api/platform/users/confirmation?confirmation_token=${confirmation}`;
    expect((await browser.get(confirmUrl)).statusCode).toBe(200);
    expect((await browser.get(confirmUrl)).statusCode).toBeGreaterThanOrEqual(400);

    // Sign-in, and a Bearer token from the session and by credentials.
    const signedIn = client();
    expect(
      (await signedIn.post('/api/platform/users/sign_in', { user: { email, password: PASSWORD } }))
        .statusCode,
    ).toBe(200);
    const fromSession = await signedIn.post('/api/platform/users/token');
    expect(fromSession.statusCode).toBe(201);
    bearerTokens.push(fromSession.json().token);
    const byCredentials = await client().post('/api/platform/users/token', {
      user: { email, password: PASSWORD },
    });
    expect(byCredentials.statusCode).toBe(201);
    bearerTokens.push(byCredentials.json().token);
    const api = client();
    api.bearer = bearerTokens[1]!;
    expect((await api.get('/api/platform/player')).statusCode).toBe(200);
    expect((await api.post('/api/sb/settings', { odds_type: 'american' })).statusCode).toBe(200);

    // Password reset: request, reset with the token, a replay of the token is refused.
    const anyone = client();
    expect(
      (await anyone.post('/api/platform/users/password', { user: { email } })).statusCode,
    ).toBe(200);
    const reset = await lastToken(t.app, email, 'reset_password_instructions');
    secrets.set('reset token', reset);
    const resetBody = {
      user: {
        reset_password_token: reset,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    };
    expect((await anyone.put('/api/platform/users/password', resetBody)).statusCode).toBe(200);
    expect((await anyone.put('/api/platform/users/password', resetBody)).statusCode).toBe(422);

    // Failed sign-ins lock the account; the mailed unlock token frees it.
    for (let i = 0; i < 2; i++) {
      const res = await client().post('/api/platform/users/sign_in', {
        user: { email, password: WRONG_PASSWORD },
      });
      expect(res.statusCode).toBe(401);
    }
    const unlock = await lastToken(t.app, email, 'unlock_instructions');
    secrets.set('unlock token', unlock);
    expect(
      (await client().get(`/api/platform/users/unlock?unlock_token=${unlock}`)).statusCode,
    ).toBe(200);
    const again = client();
    expect(
      (await again.post('/api/platform/users/sign_in', { user: { email, password: NEW_PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expect((await again.get('/api/platform/player')).statusCode).toBe(200);
    await again.delete('/api/platform/users/sign_out');

    const [row] = await queryRows<{ password_hash: string }>(
      t.database.handle.db,
      sql`select password_hash from players where email = ${email}`,
    );
    secrets.set('password', PASSWORD);
    secrets.set('new password', NEW_PASSWORD);
    secrets.set('wrong password', WRONG_PASSWORD);
    secrets.set('refused short password', SHORT_PASSWORD);
    secrets.set('password hash', row!.password_hash);
    secrets.set('password hash digest', row!.password_hash.split('$').at(-1)!);
  });
  afterAll(async () => t.close());

  it('captures the log of the flows (the check below is not vacuous)', () => {
    const text = log.join('');
    expect(sessions.size).toBeGreaterThanOrEqual(4);
    expect(bearerTokens).toHaveLength(2);
    expect(text).toContain('player signed in');
    expect(text).toContain('message queued in the outbox');
    expect(text).toContain('/api/platform/users/confirmation?confirmation_token=[REDACTED]');
    expect(text).toContain('/api/platform/users/unlock?unlock_token=[REDACTED]');
  });

  it('logs none of the passwords, reset/confirmation/unlock tokens, session cookies or Bearer tokens', () => {
    const text = log.join('');
    for (const [what, secret] of secrets) {
      expect(text.includes(secret), `${what} in the log`).toBe(false);
    }
    for (const session of sessions) {
      expect(text.includes(session), 'a session cookie value in the log').toBe(false);
    }
    for (const token of bearerTokens) {
      expect(text.includes(token), 'a Bearer token in the log').toBe(false);
    }
    // Not even the raw Authorization or Cookie header lines.
    expect(text).not.toMatch(/player_session=/);
    expect(text).not.toMatch(/Bearer [\w-]{20,}/);
  });

  it('answers none of them in a response body, except the token endpoint handing out its token', () => {
    expect(responses.length).toBeGreaterThan(15);
    for (const res of responses) {
      const where = `${res.method} ${res.url.split('?')[0]} (${res.status})`;
      for (const [what, secret] of secrets) {
        expect(res.body.includes(secret), `${what} in the answer of ${where}`).toBe(false);
      }
      for (const session of sessions) {
        expect(res.body.includes(session), `a session cookie in the answer of ${where}`).toBe(
          false,
        );
      }
      const handed = res.url === '/api/platform/users/token' && res.status === 201;
      const tokens = bearerTokens.filter((token) => res.body.includes(token));
      if (handed) expect(tokens, where).toHaveLength(1);
      else expect(tokens, `a Bearer token in the answer of ${where}`).toEqual([]);
    }
  });
});
