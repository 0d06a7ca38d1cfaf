import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import {
  Client,
  PASSWORD,
  buildPlatformTestApp,
  lastToken,
  signUp,
  type PlatformTestApp,
} from '../../../test/platform';
import { PHONE_RULES } from '../player/phone';
import { phoneVerifications, players } from '../schema/players';

describe.each(databaseKinds)('attempt limits under concurrent bursts on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind, { AUTH_MAX_FAILED_ATTEMPTS: '5' });
  });
  afterAll(async () => t.close());

  const sendCode = async (client: Client) => {
    const phone = `+4917${Date.now().toString().slice(-8)}`;
    const sent = await client.post('/api/platform/player/phone', {
      phone_number: phone,
      phone_country: 'DE',
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastToken(t.app, phone, 'phone_verification_code');
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    return { code, wrong };
  };
  const verify = (client: Client, code: string) =>
    client.post('/api/platform/player/phone/verify', { code });

  it('an SMS code takes five attempts however they arrive: after a burst of five wrong codes the right one is refused', async () => {
    const { client, profile } = await signUp(t.app);
    const { code, wrong } = await sendCode(client);
    const burst = await Promise.all(
      Array.from({ length: PHONE_RULES.attemptsPerCode }, (_, i) => verify(client, wrong(i + 1))),
    );
    expect(burst.map((res) => res.json().code)).toEqual(
      Array(PHONE_RULES.attemptsPerCode).fill('INVALID_CODE'),
    );
    const right = await verify(client, code);
    expect(right.statusCode).toBe(422);
    expect(right.json()).toEqual({
      code: 'INVALID_CODE',
      message: 'error.platform.phone.invalid_code',
    });
    const [row] = await t.app.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.playerId, profile.id));
    expect(row).toMatchObject({
      attempts: PHONE_RULES.attemptsPerCode,
      codeHash: null,
      verifiedAt: null,
    });
  });

  it('in one burst of wrong codes with the right one sent last, only the first five attempts are ever checked', async () => {
    const { client, profile } = await signUp(t.app);
    const { code, wrong } = await sendCode(client);
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => verify(client, wrong(i + 1))),
      verify(client, code),
    ]);
    const verified = answers.filter((res) => res.statusCode === 200);
    // The right code verifies only if it was among the first five attempts to reach the database.
    expect(verified.length).toBeLessThanOrEqual(1);
    const [row] = await t.app.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.playerId, profile.id));
    expect(row!.attempts).toBeLessThanOrEqual(PHONE_RULES.attemptsPerCode);
    if (verified.length === 0) expect(row!.verifiedAt).toBeNull();
  });

  it('sends one SMS for a burst of send requests (the resend timeout holds)', async () => {
    const { client } = await signUp(t.app);
    const phone = `+4916${Date.now().toString().slice(-8)}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post('/api/platform/player/phone', { phone_number: phone, phone_country: 'DE' }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.json().code === 'RESEND_TIMEOUT')).toHaveLength(5);
  });

  it('a burst of wrong passwords locks the account after five; the right password is refused then', async () => {
    const { email } = await signUp(t.app);
    const signIn = (password: string) =>
      new Client(t.app).post('/api/platform/users/sign_in', { user: { email, password } });
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn('wrong-password')));
    const codes = answers.map((res) => res.json().code as string);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(4);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(8);
    const [row] = await t.app.database.db.select().from(players).where(eq(players.email, email!));
    expect(row!.failedAttempts).toBe(5);
    expect(row!.lockedAt).not.toBeNull();
    expect((await signIn(PASSWORD)).json().code).toBe('ACCOUNT_LOCKED');
  });

  it('a wrong password next to the right one still signs in with the right one, and clears the count', async () => {
    const { email } = await signUp(t.app);
    const signIn = (password: string) =>
      new Client(t.app).post('/api/platform/users/sign_in', { user: { email, password } });
    const [wrong, right] = await Promise.all([signIn('wrong-password'), signIn(PASSWORD)]);
    expect(wrong.statusCode).toBe(401);
    expect(right.statusCode).toBe(200);
    expect((await signIn(PASSWORD)).statusCode).toBe(200);
    const [row] = await t.app.database.db.select().from(players).where(eq(players.email, email!));
    expect(row!.failedAttempts).toBe(0);
  });
});
