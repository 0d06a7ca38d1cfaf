import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bet, bettingApp, eurBalance, pick, place, prematchMatches } from '../../../test/bets';
import { signUp } from '../../../test/platform';

describe('terms and conditions: versioned, accepted before betting', () => {
  let ctx: Awaited<ReturnType<typeof bettingApp>>;
  beforeAll(async () => {
    ctx = await bettingApp('pglite');
  });
  afterAll(async () => ctx.t.close());

  it('serves the terms in force in the locale asked, and the help centre from the configuration', async () => {
    const terms = await ctx.t.app.inject({ method: 'GET', url: '/api/sb/terms?locale=de' });
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toMatchObject({
      version: ctx.t.app.site.config.terms!.version,
      locale: 'de',
      paragraphs: expect.arrayContaining([expect.stringContaining('Bedingungen')]),
    });
    const help = (
      await ctx.t.app.inject({ method: 'GET', url: '/api/sb/help-center?locale=pt-BR' })
    ).json();
    expect(help.sections.length).toBeGreaterThan(0);
    expect(help.sections[0].questions[0].question).toMatch(/\?$/);
    expect(help.organisations).toContainEqual(
      expect.objectContaining({ name: 'GamCare', url: expect.stringMatching(/^https:/) }),
    );
  });

  it('a new sign-up has accepted the version in force; a new version refuses the next bet until accepted', async () => {
    const { player } = ctx;
    const before = (await player.get('/api/platform/player/terms')).json();
    expect(before).toMatchObject({ version: ctx.t.app.site.config.terms!.version, accepted: true });
    const selection = pick(prematchMatches(ctx.t)[0]!);
    expect((await place(player, [bet([selection], 100)])).statusCode).toBe(201);

    ctx.t.app.terms.publish('2099-01-01');
    expect((await player.get('/api/platform/player/terms')).json()).toMatchObject({
      version: '2099-01-01',
      accepted: false,
      accepted_at: null,
    });
    const balance = await eurBalance(player);
    const refused = await place(player, [bet([selection], 100)]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'TERMS_NOT_ACCEPTED',
      message: 'error.platform.terms_not_accepted',
    });
    expect(await eurBalance(player)).toBe(balance);

    // Accepting a version the player was not shown does not count.
    const stale = await player.post('/api/platform/player/terms', { version: '2026-11-01' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'TERMS_VERSION_OUTDATED' });

    const accepted = await player.post('/api/platform/player/terms', { version: '2099-01-01' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ accepted: true, accepted_at: expect.any(String) });
    expect((await place(player, [bet([selection], 100)])).statusCode).toBe(201);

    // A player signing up now accepts the new version with the sign-up form.
    const fresh = await signUp(ctx.t.app);
    expect((await fresh.client.get('/api/platform/player/terms')).json()).toMatchObject({
      version: '2099-01-01',
      accepted: true,
    });
  });

  it('answers 401 to a visitor and 400 to a body without a version', async () => {
    const visitor = await ctx.t.app.inject({ method: 'GET', url: '/api/platform/player/terms' });
    expect(visitor.statusCode).toBe(401);
    const bad = await ctx.player.post('/api/platform/player/terms', {});
    expect(bad.statusCode).toBe(400);
  });
});
