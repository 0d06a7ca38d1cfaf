// Jackpots through the API: the seeded jackpot and its levels, contributions from qualifying bets
// that add up to the jackpot ledger and the pools, draws reproducible from their stored seeds,
// hits paid once to the wallet (also when paid many times at once), the player's unseen hits
// and seen marking, and the site's jackpots flag.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bet, bettingApp, eurBalance, pick, place, prematchMatches } from '../../test/bets';
import type { FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import { signUp, type Client } from '../../test/platform';
import type { MatchRecord } from '../catalogue/records';
import { bets } from '../betting/schema';
import { ledgerEntries } from '../platform/schema/wallet';
import { decide } from './draw';
import { jackpotDraws, jackpotEntries, jackpotHits, jackpotLevels, jackpots } from './schema';

const SB = '/api/sb';

describe.each(databaseKinds)('jackpots on %s', (kind) => {
  let t: FeedTestApp;
  let player: Client;
  let matches: MatchRecord[];
  let next = 0;
  const db = () => t.app.database.db;
  const definition = () => t.app.site.config.jackpots.definitions[0]!;

  beforeAll(async () => {
    ({ t, player } = await bettingApp(kind));
    matches = prematchMatches(t);
  }, 60_000);
  afterAll(() => t.close());

  /** Whether each placed bet said it fed a jackpot, by bet id. */
  const usedInJackpot = new Map<number, boolean>();
  const placeOne = async (client: Client, stake: number) => {
    const match = matches[next++ % matches.length]!;
    const res = await place(client, [bet([pick(match)], stake)]);
    expect(res.statusCode, res.body).toBe(201);
    const placed = (res.json() as { data: { id: string; used_in_jackpot: boolean }[] }).data[0]!;
    usedInJackpot.set(Number(placed.id), placed.used_in_jackpot);
    return Number(placed.id);
  };
  const jackpotId = async () =>
    (await db().select().from(jackpots).where(eq(jackpots.key, definition().key)))[0]!.id;
  const levelsOf = async (id: number) =>
    db()
      .select()
      .from(jackpotLevels)
      .where(eq(jackpotLevels.jackpotId, id))
      .orderBy(asc(jackpotLevels.position));
  /** The pools the API answers per level code. */
  const poolsShown = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `${SB}/jackpots/${id}` });
    const levels = (res.json() as { levels: { code: string; pool_amount: number }[] }).levels;
    return new Map(levels.map((level) => [level.code, level.pool_amount]));
  };
  /**
   * What breaks the jackpot ledger: a shown pool that is not the sum of its level's entries, a
   * pool below zero, a hit whose amount did not leave its level's ledger.
   */
  const ledgerMismatches = async () => {
    const id = await jackpotId();
    const shown = await poolsShown(id);
    const entries = await db().select().from(jackpotEntries);
    const sumOf = (levelId: number) =>
      entries.filter((e) => e.levelId === levelId).reduce((sum, e) => sum + e.amount, 0);
    const broken: unknown[] = (await levelsOf(id))
      .filter((level) => shown.get(level.code) !== sumOf(level.id) || sumOf(level.id) < 0)
      .map((level) => ({
        level: level.code,
        shown: shown.get(level.code),
        ledger: sumOf(level.id),
      }));
    for (const hit of await db().select().from(jackpotHits)) {
      const taken = entries.filter((e) => e.type === 'hit' && e.reference === `hit:${hit.id}`);
      if (taken.length !== 1 || taken[0]!.amount !== -hit.amount) broken.push({ hit: hit.id });
    }
    return broken;
  };

  it('serves the seeded jackpot to visitors, its levels starting from their seeds', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${SB}/jackpots?locale=de` });
    expect(res.statusCode).toBe(200);
    const [jackpot] = res.json().data;
    expect(jackpot).toMatchObject({
      name: definition().name.de,
      state: 'active',
      currency: 'EUR',
      currency_subunits: 100,
      pool_amount: 0,
      hits_amount: 0,
    });
    const seeds = definition().levels.map((level) => level.seed_amount);
    expect(jackpot.levels.map((l: { pool_amount: number }) => l.pool_amount)).toEqual(seeds);
    expect(jackpot.amount).toBe(seeds.reduce((a, b) => a + b, 0));
    const one = await t.app.inject({ method: 'GET', url: `${SB}/jackpots/${jackpot.id}` });
    expect(one.json()).toMatchObject({ id: jackpot.id, levels: jackpot.levels });
    expect((await t.app.inject({ method: 'GET', url: `${SB}/jackpots/999999` })).json()).toEqual({
      code: 'JACKPOT_NOT_FOUND',
      message: 'error.jackpots.not_found',
    });
  });

  it('takes the configured share of each qualifying stake; the contributions equal the ledger', async () => {
    const id = await jackpotId();
    const before = await poolsShown(id);
    const stakes = [100, 1_234, 5_000, 99];
    const betIds: number[] = [];
    for (const stake of stakes) betIds.push(await placeOne(player, stake));
    const entries = await db()
      .select()
      .from(jackpotEntries)
      .where(eq(jackpotEntries.type, 'contribution'));
    const byBet = new Map<string, number>();
    for (const entry of entries) {
      byBet.set(entry.reference, (byBet.get(entry.reference) ?? 0) + entry.amount);
    }
    // 1 % of each stake, rounded down; the 0.99 stake is below the minimum and takes no part.
    expect(betIds.map((betId) => byBet.get(`bet:${betId}`) ?? 0)).toEqual([1, 12, 50, 0]);
    // Each bet says whether it fed the jackpot, on placement and in My bets.
    expect(betIds.map((betId) => usedInJackpot.get(betId))).toEqual([true, true, true, false]);
    const history = await player.get(`${SB}/bets?limit=50`);
    const listed = new Map(
      (history.json() as { data: { id: string; used_in_jackpot: boolean }[] }).data.map((b) => [
        Number(b.id),
        b.used_in_jackpot,
      ]),
    );
    expect(betIds.map((betId) => listed.get(betId))).toEqual([true, true, true, false]);
    const after = await poolsShown(id);
    const hitsTaken = await db().select().from(jackpotHits);
    const grown = [...after].reduce((sum, [code, pool]) => sum + pool - before.get(code)!, 0);
    if (hitsTaken.length === 0) expect(grown).toBe(63);
    expect(await ledgerMismatches()).toEqual([]);
    const answered = (await t.app.inject({ method: 'GET', url: `${SB}/jackpots/${id}` })).json();
    expect(answered.pool_amount).toBe(entries.reduce((sum, e) => sum + e.amount, 0));
  });

  it('stores every draw so it can be recomputed from its seed', async () => {
    await placeOne(player, 2_000);
    const id = await jackpotId();
    const levels = (await levelsOf(id)).map((l) => ({
      code: l.code,
      active: l.active,
      shareBp: l.shareBp,
      hitOneIn: l.hitOneIn,
    }));
    const draws = await db()
      .select({
        seed: jackpotDraws.seed,
        jackpotId: jackpotDraws.jackpotId,
        ref: bets.ref,
        draw: jackpotDraws.draw,
        levelCode: jackpotDraws.levelCode,
      })
      .from(jackpotDraws)
      .innerJoin(bets, eq(bets.id, jackpotDraws.betId));
    expect(draws.length).toBeGreaterThanOrEqual(4);
    for (const row of draws) {
      expect(row.seed).toMatch(/^[0-9a-f]{32}$/);
      expect(decide(row.seed, row.jackpotId, row.ref, levels)).toEqual({
        draw: row.draw,
        levelCode: row.levelCode,
      });
    }
  });

  it('pays a hit by draw once to the winner, restarts the level from its seed', async () => {
    // A level that one bet in two hits, so a few bets are sure to hit it.
    const mini = definition().levels[0]!;
    const oneIn = mini.hit_one_in;
    mini.hit_one_in = 2;
    await t.app.jackpots.sync();
    const { client, profile } = await funded();
    let hit: typeof jackpotHits.$inferSelect | undefined;
    for (let i = 0; i < 40 && !hit; i++) {
      const betId = await placeOne(client, 1_000);
      [hit] = await db().select().from(jackpotHits).where(eq(jackpotHits.betId, betId));
    }
    mini.hit_one_in = oneIn;
    await t.app.jackpots.sync();
    expect(hit).toBeDefined();
    await t.app.jackpots.payPending();
    const [paid] = await db().select().from(jackpotHits).where(eq(jackpotHits.id, hit!.id));
    expect(paid).toMatchObject({ status: 'paid', playerId: profile.id });
    const wins = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `jackpot_hit:${hit!.id}`));
    expect(wins).toEqual([expect.objectContaining({ type: 'jackpot_win', amount: hit!.amount })]);
    const [draw] = await db()
      .select()
      .from(jackpotDraws)
      .where(eq(jackpotDraws.betId, hit!.betId!));
    expect(draw!.levelCode).toBe('mini');
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('takes each pool once when placements hit the same level at the same time', async () => {
    const mini = definition().levels[0]!;
    const oneIn = mini.hit_one_in;
    mini.hit_one_in = 2;
    await t.app.jackpots.sync();
    const before = (await db().select().from(jackpotHits)).length;
    const clients = await Promise.all([funded(), funded(), funded()]);
    try {
      for (let round = 0; round < 4; round++) {
        await Promise.all(
          clients.flatMap(({ client }) => [placeOne(client, 1_000), placeOne(client, 2_000)]),
        );
      }
    } finally {
      mini.hit_one_in = oneIn;
      await t.app.jackpots.sync();
    }
    const hits = await db().select().from(jackpotHits);
    expect(hits.length).toBeGreaterThan(before);
    expect(hits.every((hit) => hit.amount > 0)).toBe(true);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it("lists the player's unseen hits until they are marked seen", async () => {
    const { client, profile } = await funded();
    const id = await jackpotId();
    const balance = await eurBalance(client);
    const forced = await client.post(`${SB}/dev/jackpots/${id}/hit`, { level_code: 'major' });
    expect(forced.statusCode, forced.body).toBe(200);
    const hit = forced.json();
    expect(hit).toMatchObject({ status: 'paid', jackpot_level_code: 'major', seen: false });
    expect(await eurBalance(client)).toBe(balance + hit.amount);

    const unseen = await client.get(`${SB}/jackpot-hits?forUser=true&unseen=true`);
    expect(unseen.json().data.map((h: { id: string }) => h.id)).toEqual([hit.id]);
    // Others see the hit, without its seen state and with the winner as a hash.
    const visitor = await t.app.inject({ method: 'GET', url: `${SB}/jackpot-hits?limit=1` });
    expect(visitor.json().data[0]).toMatchObject({ id: hit.id, seen: false });
    expect(JSON.stringify(visitor.json())).not.toContain(profile.id);

    const marked = await client.post(`${SB}/jackpot-hits/mark-as-seen`, { ids: [hit.id] });
    expect(marked.json()).toEqual({ ids: [hit.id] });
    expect((await client.get(`${SB}/jackpot-hits?forUser=true&unseen=true`)).json().data).toEqual(
      [],
    );
    // Marking again, or another player's hit, changes nothing.
    expect(
      (await player.post(`${SB}/jackpot-hits/mark-as-seen`, { ids: [hit.id] })).json(),
    ).toEqual({ ids: [] });
  });

  it('pays a pending hit exactly once when it is paid many times at once', async () => {
    const { profile, client } = await funded();
    const id = await jackpotId();
    const [level] = await levelsOf(id);
    const [pending] = await db()
      .insert(jackpotHits)
      .values({
        jackpotId: id,
        levelId: level!.id,
        playerId: profile.id,
        amount: 777,
        currency: 'EUR',
      })
      .returning();
    const balance = await eurBalance(client);
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => t.app.jackpots.pay(pending!.id)),
      t.app.jackpots.payPending(),
    ]);
    expect(results.filter((r) => r !== null && typeof r === 'object')).toHaveLength(1);
    const wins = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `jackpot_hit:${pending!.id}`));
    expect(wins).toHaveLength(1);
    expect(await eurBalance(client)).toBe(balance + 777);
  });

  it('refuses bad queries (400) and a visitor asking for their own hits (401)', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url: `${SB}${url}` });
    expect((await get('/jackpot-hits?limit=0')).statusCode).toBe(400);
    expect((await get('/jackpot-hits?limit=101')).statusCode).toBe(400);
    expect((await get('/jackpot-hits?status=lost')).statusCode).toBe(400);
    expect((await get('/jackpot-hits?jackpotId=x')).statusCode).toBe(400);
    expect((await get('/jackpots/abc')).statusCode).toBe(400);
    expect((await get('/jackpot-hits?forUser=true')).statusCode).toBe(401);
    expect((await get('/jackpot-hits')).json().data.length).toBeLessThanOrEqual(10);
  });

  it('while the jackpots flag is off: every call answers 404 and bets feed nothing', async () => {
    t.app.site.config.features.jackpots = false;
    try {
      const res = await t.app.inject({ method: 'GET', url: `${SB}/jackpots` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'JACKPOTS_DISABLED',
        message: 'error.jackpots.disabled',
      });
      expect((await player.get(`${SB}/jackpot-hits`)).statusCode).toBe(404);
      const betId = await placeOne(player, 1_000);
      const fed = await db()
        .select()
        .from(jackpotEntries)
        .where(eq(jackpotEntries.reference, `bet:${betId}`));
      expect(fed).toEqual([]);
    } finally {
      t.app.site.config.features.jackpots = true;
    }
  });

  /** Another player holding 1,000.00 EUR. */
  async function funded() {
    const signed = await signUp(t.app);
    const res = await signed.client.post('/api/platform/player/deposits', {
      amount: 100_000,
      currency: 'EUR',
    });
    expect(res.statusCode).toBeLessThan(300);
    return signed;
  }
});
