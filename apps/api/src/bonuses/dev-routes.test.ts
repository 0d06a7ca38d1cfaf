// The development route that gives a test player a bonus of a definition: a new issue on each
// call, activated when asked; an unknown player or definition is a 404 with its message id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, buildPlatformTestApp, signUp, type PlatformTestApp } from '../../test/platform';

const ISSUE = '/api/sb/dev/bonuses/issue';

describe('POST /api/sb/dev/bonuses/issue', () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp('pglite');
  });
  afterAll(async () => t.close());

  it('issues a definition to a player, again on each call, activated when asked', async () => {
    const email = `dev-bonus-${Date.now()}@example.com`;
    const { client } = await signUp(t.app, { email });
    const dev = new Client(t.app);
    const first = await dev.post(ISSUE, { email, key: 'welcome-freebet' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ type: 'freebet', status: 'available', amount: 500 });
    const second = await dev.post(ISSUE, { email, key: 'welcome-freebet', activate: true });
    expect(second.json()).toMatchObject({ type: 'freebet', status: 'active' });
    expect(second.json().id).not.toBe(first.json().id);
    const listed = (await client.get('/api/sb/bonuses?type=freebet')).json().data as {
      id: string;
    }[];
    expect(listed.map((b) => b.id).sort()).toEqual([first.json().id, second.json().id].sort());
  });

  it('answers 404 for an unknown player or definition', async () => {
    const dev = new Client(t.app);
    const nobody = await dev.post(ISSUE, { email: 'nobody@example.com', key: 'combo-boost' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: 'PLAYER_NOT_FOUND' });
    const email = `dev-bonus-${Date.now()}-x@example.com`;
    await signUp(t.app, { email });
    const unknown = await dev.post(ISSUE, { email, key: 'no-such-bonus' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'BONUS_NOT_FOUND' });
  });
});
