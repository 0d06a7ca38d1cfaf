import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, buildPlatformTestApp, signUp, type PlatformTestApp } from '../../../test/platform';

const STATUS_GROUPS = '/api/platform/dev/status_groups';
const PLATFORM_SETTINGS = '/api/platform/dev/platform_settings';

describe("the development routes of an operator's changes", () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp('pglite', { DEV_OUTBOX: '1' });
  });
  afterAll(async () => t.close());

  const post = (url: string, body: unknown) => new Client(t.app).post(url, body);

  it("puts a player in an assigned group once, which the player's statuses then name", async () => {
    const { client, email } = await signUp(t.app);
    for (let i = 0; i < 2; i++) {
      const res = await post(STATUS_GROUPS, { email, group: 'deposit_reminder' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status_groups: ['deposit_reminder'] });
    }
    const profile = (await client.get('/api/platform/player')).json() as { statuses: string[] };
    expect(profile.statuses).toContain('deposit_reminder');
  });

  it('changes the platform settings the system data answers until restart; null removes one', async () => {
    const set = await post(PLATFORM_SETTINGS, { settings: { sign_up_reminder_s: 1 } });
    expect(set.statusCode).toBe(200);
    const system = async () =>
      (
        (await t.app.inject({ url: '/api/sb/system' })).json() as {
          platform_settings: Record<string, unknown>;
        }
      ).platform_settings;
    expect((await system()).sign_up_reminder_s).toBe(1);
    expect(
      (await post(PLATFORM_SETTINGS, { settings: { sign_up_reminder_s: null } })).statusCode,
    ).toBe(200);
    expect(await system()).not.toHaveProperty('sign_up_reminder_s');
  });

  it('refuses bad input with a code and a message id (4xx, never 500)', async () => {
    const { email } = await signUp(t.app);
    for (const [url, body] of [
      [STATUS_GROUPS, {}],
      [STATUS_GROUPS, { email, group: 'Not A Group!' }],
      [STATUS_GROUPS, { email: 'nope', group: 'vip' }],
      [PLATFORM_SETTINGS, {}],
      [PLATFORM_SETTINGS, { settings: {} }],
      [PLATFORM_SETTINGS, { settings: { sign_up_reminder_s: { nested: true } } }],
      [PLATFORM_SETTINGS, { settings: { 'Bad Key': 1 } }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const nobody = await post(STATUS_GROUPS, { email: 'nobody-here@example.com', group: 'vip' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({
      code: 'PLAYER_NOT_FOUND',
      message: 'error.dev_play_time.player_not_found',
    });
  });
});

describe("the development routes of an operator's changes, with development routes off", () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp('pglite', { DEV_OUTBOX: 'false' });
  });
  afterAll(async () => t.close());

  it('are not served', async () => {
    const { email } = await signUp(t.app);
    const client = new Client(t.app);
    expect((await client.post(STATUS_GROUPS, { email, group: 'vip' })).statusCode).toBe(404);
    expect(
      (await client.post(PLATFORM_SETTINGS, { settings: { sign_up_reminder_s: 1 } })).statusCode,
    ).toBe(404);
  });
});
