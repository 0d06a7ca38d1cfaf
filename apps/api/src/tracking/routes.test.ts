import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatformTestApp, Client, signUp, type PlatformTestApp } from '../../test/platform';

describe('GET /api/sb/watchersio/userid (spec 7: the watcher user id)', () => {
  let platform: PlatformTestApp;
  beforeAll(async () => {
    platform = await buildPlatformTestApp();
  });
  afterAll(() => platform.close());

  it('a signed-in player gets a stable id that is not their account id', async () => {
    const { client, profile } = await signUp(platform.app);
    const first = await client.get('/api/sb/watchersio/userid');
    expect(first.statusCode).toBe(200);
    const { user_id } = first.json() as { user_id: string };
    expect(user_id).toMatch(/^[0-9a-f]{32}$/);
    expect(user_id).not.toContain(profile.id.replaceAll('-', ''));
    expect((await client.get('/api/sb/watchersio/userid')).json()).toEqual({ user_id });

    const other = await signUp(platform.app);
    const theirs = (await other.client.get('/api/sb/watchersio/userid')).json() as {
      user_id: string;
    };
    expect(theirs.user_id).not.toBe(user_id);
  });

  it('a visitor is told to sign in', async () => {
    const res = await new Client(platform.app).get('/api/sb/watchersio/userid');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
