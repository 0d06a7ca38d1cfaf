import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import {
  Client,
  PASSWORD,
  buildPlatformTestApp,
  lastToken,
  outbox,
  signIn,
  signUp,
  uniqueEmail,
  type PlatformTestApp,
} from '../../../test/platform';

const NEW_PASSWORD = 'a brand new password';

describe.each(databaseKinds)('password reset, confirmation and unlock on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind, {
      AUTH_MAX_FAILED_ATTEMPTS: '2',
      AUTH_UNLOCK_AFTER_MIN: '0',
    });
  });
  afterAll(async () => t.close());

  const expire = (purpose: string, email: string) =>
    t.database.handle.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 second'
          where purpose = ${purpose} and player_id = (select id from players where email = ${email})`,
    );

  it('resets the password with the mailed token, ends old sessions, signs in; the token works once', async () => {
    const { client: oldSession, email } = await signUp(t.app);
    const anyone = new Client(t.app);
    const ask = await anyone.post('/api/platform/users/password', { user: { email } });
    expect(ask.json()).toEqual({ message: 'devise.passwords.send_paranoid_instructions' });
    const token = await lastToken(t.app, email!, 'reset_password_instructions');
    const [mail] = await outbox(t.app, email!);
    expect(mail!.body).toContain(`/users/password/edit?reset_password_token=${token}`);

    const reset = await anyone.put('/api/platform/users/password', {
      user: {
        reset_password_token: token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().email).toBe(email);
    expect((await anyone.get('/api/platform/player')).statusCode).toBe(200);
    expect((await oldSession.get('/api/platform/player')).statusCode).toBe(401);
    expect((await signIn(t.app, { email: email! })).res.statusCode).toBe(401);
    expect((await signIn(t.app, { email: email! }, NEW_PASSWORD)).res.statusCode).toBe(200);

    const reused = await anyone.put('/api/platform/users/password', {
      user: { reset_password_token: token, password: 'yet another password' },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      code: 'TOKEN_INVALID',
      message: 'error.platform.token_invalid',
      data: { token: 'reset_password' },
    });
  });

  it('answers a reset request for an unknown account exactly like a known one, and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await new Client(t.app).post('/api/platform/users/password', { user: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'devise.passwords.send_paranoid_instructions' });
    expect(await outbox(t.app, email)).toEqual([]);
  });

  it('answers reset, confirmation and unlock requests with the same status, headers and body whether or not the account exists', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 2; i++) await signIn(t.app, { email: email! }, 'wrong-password');
    const ghost = uniqueEmail('ghost');
    for (const path of ['password', 'confirmation', 'unlock']) {
      const ask = (login: string) =>
        new Client(t.app).post(`/api/platform/users/${path}`, { user: { email: login } });
      const [known, unknown] = await Promise.all([ask(email!), ask(ghost)]);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      const headers = (res: typeof known) =>
        Object.keys(res.headers)
          .filter((name) => !['date', 'x-ratelimit-reset'].includes(name))
          .sort();
      expect(headers(unknown)).toEqual(headers(known));
    }
    // Only the real account was written to.
    const sent = (await outbox(t.app, email!)).map((m) => m.template);
    expect(sent).toEqual(
      expect.arrayContaining(['reset_password_instructions', 'unlock_instructions']),
    );
    expect(await outbox(t.app, ghost)).toEqual([]);
  });

  it('refuses an expired reset token, a superseded one and a mismatched confirmation', async () => {
    const { email } = await signUp(t.app);
    const client = new Client(t.app);
    await client.post('/api/platform/users/password', { user: { email } });
    const first = await lastToken(t.app, email!, 'reset_password_instructions');
    await client.post('/api/platform/users/password', { user: { email } });
    const second = await lastToken(t.app, email!, 'reset_password_instructions');
    const put = (token: string, confirmation = NEW_PASSWORD) =>
      client.put('/api/platform/users/password', {
        user: {
          reset_password_token: token,
          password: NEW_PASSWORD,
          password_confirmation: confirmation,
        },
      });
    expect((await put(first)).json().code).toBe('TOKEN_INVALID');
    expect((await put(second, 'something else')).statusCode).toBe(400);
    await expire('reset_password', email!);
    const expired = await put(second);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'error.platform.token_expired',
    });
  });

  it('confirms the account by the link of the sign-up e-mail, once', async () => {
    const { client, email } = await signUp(t.app);
    const token = await lastToken(t.app, email!, 'confirmation_instructions');
    const url = `/api/platform/users/confirmation?confirmation_token=${token}`;
    const confirm = await new Client(t.app).get(url);
    expect(confirm.json()).toEqual({ message: 'devise.confirmations.confirmed' });
    expect((await client.get('/api/platform/player')).json().confirmed).toBe(true);
    expect((await new Client(t.app).get(url)).json().code).toBe('TOKEN_INVALID');
  });

  it('refuses an expired confirmation token; a resent one works', async () => {
    const { email } = await signUp(t.app);
    const token = await lastToken(t.app, email!, 'confirmation_instructions');
    await expire('confirmation', email!);
    const client = new Client(t.app);
    const expired = await client.get(
      `/api/platform/users/confirmation?confirmation_token=${token}`,
    );
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
    const resend = await client.post('/api/platform/users/confirmation', { user: { email } });
    expect(resend.json()).toEqual({ message: 'devise.confirmations.send_paranoid_instructions' });
    const fresh = await lastToken(t.app, email!, 'confirmation_instructions');
    expect(fresh).not.toBe(token);
    expect(
      (await client.get(`/api/platform/users/confirmation?confirmation_token=${fresh}`)).statusCode,
    ).toBe(200);
  });

  it('unlocks a locked account by the mailed link, once; a resend sends a new link', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 2; i++) await signIn(t.app, { email: email! }, 'wrong password');
    expect((await signIn(t.app, { email: email! })).res.json().code).toBe('ACCOUNT_LOCKED');
    const first = await lastToken(t.app, email!, 'unlock_instructions');
    const client = new Client(t.app);
    expect((await client.post('/api/platform/users/unlock', { user: { email } })).statusCode).toBe(
      200,
    );
    const token = await lastToken(t.app, email!, 'unlock_instructions');
    expect(token).not.toBe(first);
    expect((await client.get(`/api/platform/users/unlock?unlock_token=${first}`)).json().code).toBe(
      'TOKEN_INVALID',
    );
    const unlock = await client.get(`/api/platform/users/unlock?unlock_token=${token}`);
    expect(unlock.json()).toEqual({ message: 'devise.unlocks.unlocked' });
    expect((await signIn(t.app, { email: email! })).res.statusCode).toBe(200);
    expect((await client.get(`/api/platform/users/unlock?unlock_token=${token}`)).json().code).toBe(
      'TOKEN_INVALID',
    );
  });

  it('a password reset also unlocks', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 2; i++) await signIn(t.app, { email: email! }, 'wrong password');
    const client = new Client(t.app);
    await client.post('/api/platform/users/password', { user: { email } });
    const token = await lastToken(t.app, email!, 'reset_password_instructions');
    await client.put('/api/platform/users/password', {
      user: { reset_password_token: token, password: NEW_PASSWORD },
    });
    expect((await signIn(t.app, { email: email! }, NEW_PASSWORD)).res.statusCode).toBe(200);
  });

  it('sends reset instructions by SMS to players without e-mail', async () => {
    const phone = `+3519${Date.now().toString().slice(-8)}`;
    await signUp(t.app, { phone, country: 'PT' });
    await new Client(t.app).post('/api/platform/users/password', { user: { phone } });
    const [sms] = (await outbox(t.app, phone)).filter(
      (m) => m.template === 'reset_password_instructions',
    );
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    expect(PASSWORD).not.toBe(NEW_PASSWORD);
  });
});
