// Hunting and hunting tournaments through the API: points farmed by qualifying bets once per
// event, the freebet issued once at the target (even when two bets cross it at once), the
// tournament's pool and leaderboard (order, masking, the player's own row), another player's
// tournament never reachable, bad input answered 4xx, and a finished tournament paid once.
import { MARKET_STATUS, ODDS_DIVISOR, oddsToDecimal } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bet, bettingApp, place, prematchMatches, type Sel } from '../../test/bets';
import type { FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import { signUp, type Client } from '../../test/platform';
import type { MatchRecord } from '../catalogue/records';
import { ledgerEntries } from '../platform/schema/wallet';
import type { BonusDefinition } from './definitions';
import { tournamentPrizes } from './hunting-schema';
import { playerBonuses } from './schema';

const BONUSES = '/api/sb/bonuses';
type Tournament = Extract<BonusDefinition, { type: 'tournament' }>;

describe.each(databaseKinds)('hunting and tournaments on %s', (kind) => {
  let t: FeedTestApp;
  let fresh: MatchRecord[];

  beforeAll(async () => {
    ({ t } = await bettingApp(kind));
    fresh = prematchMatches(t);
  }, 60_000);
  afterAll(() => t.close());

  /** Open outcomes at odds 1.5..10 of one fresh match (several markets when it has them). */
  function outcomesOfFreshMatch(): Sel[] {
    for (const [i, match] of fresh.entries()) {
      const sels: Sel[] = [];
      for (const market of match.markets.values()) {
        if (market.status !== MARKET_STATUS.allowed) continue;
        const outcome = market.outcomes.find(
          (o) => o.active !== false && o.odds >= 1.5 * ODDS_DIVISOR && o.odds <= 10 * ODDS_DIVISOR,
        );
        if (!outcome) continue;
        sels.push({
          match_id: match.id,
          market_id: market.marketId,
          specifier: market.specifier,
          outcome_id: outcome.id,
          odds: oddsToDecimal(outcome.odds),
        });
      }
      if (sels.length >= 2) {
        fresh.splice(i, 1);
        return sels;
      }
    }
    throw new Error('no fresh match with two open markets');
  }

  const funded = async () => {
    const signed = await signUp(t.app);
    await signed.client.post('/api/platform/player/deposits', { amount: 100_000, currency: 'EUR' });
    await t.app.bonuses.issueDemo(signed.profile.id);
    return { client: signed.client, id: signed.profile.id as string, email: signed.email! };
  };

  async function activated(client: Client, kind: 'huntings' | 'tournaments') {
    const list = (await client.get(`${BONUSES}/${kind}`)).json().data as { id: string }[];
    const res = await client.post(`${BONUSES}/${list[0]!.id}/activate`);
    expect(res.statusCode).toBe(200);
    return list[0]!.id;
  }

  const hunting = async (client: Client) =>
    (await client.get(`${BONUSES}/huntings`)).json().data[0] as Record<string, unknown>;

  const pointsOf = (stake: number, odds: number) =>
    Math.floor((stake * Math.round(odds * ODDS_DIVISOR)) / (100 * ODDS_DIVISOR));

  it('farms points by stake and odds, once per event, only while active', async () => {
    const { client } = await funded();
    const [first, second] = outcomesOfFreshMatch();
    // Not active yet: nothing farms.
    expect((await place(client, [bet([first!], 1_000)])).statusCode).toBe(201);
    expect(await hunting(client)).toMatchObject({ status: 'available', points: 0 });

    await activated(client, 'huntings');
    const other = outcomesOfFreshMatch()[0]!;
    expect((await place(client, [bet([other], 2_000)])).statusCode).toBe(201);
    const points = pointsOf(2_000, other.odds);
    expect(await hunting(client)).toMatchObject({
      status: 'active',
      points,
      available_points: 100 - points,
      target_points: 100,
      bets_count: 1,
      avg_stake: 2_000,
      farmed_event_ids: [String(other.match_id)],
      potential_freebet_amount: 500,
    });

    // The first match (bet on before activation) farms now; then, once farmed, never again.
    expect((await place(client, [bet([second!], 1_000)])).statusCode).toBe(201);
    const farmed = await hunting(client);
    expect(farmed.points).toBe(points + pointsOf(1_000, second!.odds));
    expect((await place(client, [bet([first!], 1_000)])).statusCode).toBe(201);
    expect(await hunting(client)).toMatchObject({ points: farmed.points, bets_count: 2 });
  });

  it('issues the freebet once when the target is reached, even by two bets at once', async () => {
    const { client, id } = await funded();
    const huntingId = await activated(client, 'huntings');
    const a = outcomesOfFreshMatch()[0]!;
    const b = outcomesOfFreshMatch()[0]!;
    const results = await Promise.all([
      place(client, [bet([a], 10_000)]),
      place(client, [bet([b], 10_000)]),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const after = await hunting(client);
    expect(after).toMatchObject({ status: 'bonus_over', points: 100, available_points: 0 });
    expect(after.bets_count).toBe(1);
    const freebets = await t.app.database.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, id), eq(playerBonuses.source, 'hunting_target')));
    expect(freebets).toHaveLength(1);
    expect(freebets[0]).toMatchObject({
      type: 'freebet',
      amount: 500,
      currency: 'EUR',
      sourceRef: huntingId,
      status: 'available',
    });
    // Past the target nothing farms, and no second freebet.
    expect((await place(client, [bet([outcomesOfFreshMatch()[0]!], 10_000)])).statusCode).toBe(201);
    expect(
      await t.app.database.db
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, id), eq(playerBonuses.source, 'hunting_target'))),
    ).toHaveLength(1);
  });

  it('ranks joined players by farmed stakes, masks the others and grows the pool', async () => {
    const key = 'winter-hunt-cup';
    const before = await t.app.huntings.pool(key, 10_000);
    const small = await funded();
    const big = await funded();
    const outsider = await funded();
    const smallId = await activated(small.client, 'tournaments');
    await activated(big.client, 'tournaments');
    expect((await place(small.client, [bet([outcomesOfFreshMatch()[0]!], 1_000)])).statusCode).toBe(
      201,
    );
    expect((await place(big.client, [bet([outcomesOfFreshMatch()[0]!], 3_000)])).statusCode).toBe(
      201,
    );
    // Not joined: farms nothing.
    expect(
      (await place(outsider.client, [bet([outcomesOfFreshMatch()[0]!], 5_000)])).statusCode,
    ).toBe(201);

    const rating = await small.client.get(`${BONUSES}/tournaments/${smallId}/rating?limit=100`);
    expect(rating.statusCode).toBe(200);
    const body = rating.json();
    expect(body.pool_amount).toBe(before + 50 + 150);
    const rows = body.data as {
      email: string;
      current_user: boolean;
      farmed_amount: number;
      position: number;
    }[];
    const bigRow = rows.find((r) => r.farmed_amount === 3_000 && !r.current_user)!;
    const smallRow = rows.find((r) => r.current_user)!;
    expect(bigRow.position).toBeLessThan(smallRow.position);
    expect(smallRow).toMatchObject({
      email: small.email,
      farmed_amount: 1_000,
      currency_code: 'EUR',
    });
    expect(bigRow.email).toBe(
      `${big.email.slice(0, 2)}***${big.email.slice(big.email.indexOf('@'))}`,
    );
    expect(rows.some((r) => r.email === big.email)).toBe(false);
    expect(body.current_user).toEqual(smallRow);
    const positions = rows.map((r) => r.position);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));

    const listed = (await small.client.get(`${BONUSES}/tournaments`)).json().data[0];
    expect(listed).toMatchObject({ pool_amount: body.pool_amount, farmed_amount: 1_000 });
  });

  it("never answers another player's tournament, and answers bad input with 4xx", async () => {
    const mine = await funded();
    const theirs = await funded();
    const theirId = await activated(theirs.client, 'tournaments');
    const other = await mine.client.get(`${BONUSES}/tournaments/${theirId}/rating`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message_id ?? other.json().messageId ?? other.body).toBeTruthy();
    expect((await mine.client.get(`${BONUSES}/tournaments/abc/rating`)).statusCode).toBe(404);
    const huntingId = (await mine.client.get(`${BONUSES}/huntings`)).json().data[0].id;
    expect((await mine.client.get(`${BONUSES}/tournaments/${huntingId}/rating`)).statusCode).toBe(
      404,
    );
    expect((await mine.client.get(`${BONUSES}/tournaments/1/rating?limit=0`)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: `${BONUSES}/tournaments/${theirId}/rating` })).statusCode,
    ).toBe(401);
  });

  it('pays a finished tournament once, to its positions, as ledger rows', async () => {
    const definitions = t.app.site.config.bonuses.definitions;
    const cup = definitions.find((d) => d.key === 'winter-hunt-cup') as Tournament;
    const key = 'finished-cup';
    const now = Date.now();
    definitions.push({
      ...cup,
      key,
      issue_on: 'every_player',
      starts_at: new Date(now - 3_600_000).toISOString(),
      ends_at: new Date(now + 60_000).toISOString(),
    } as Tournament);
    try {
      const first = await funded();
      const second = await funded();
      for (const player of [first, second]) {
        const list = (await player.client.get(`${BONUSES}/tournaments`)).json().data as {
          id: string;
          trigger_key: string;
        }[];
        const id = list.find((b) => b.trigger_key === key)!.id;
        expect((await player.client.post(`${BONUSES}/${id}/activate`)).statusCode).toBe(200);
      }
      await place(first.client, [bet([outcomesOfFreshMatch()[0]!], 4_000)]);
      await place(second.client, [bet([outcomesOfFreshMatch()[0]!], 2_000)]);
      const pool = 10_000 + 200 + 100;
      const ended = definitions.find((d) => d.key === key) as Tournament;
      ended.ends_at = new Date(Date.now() - 60_000).toISOString();
      // Two sweeps at once pay once.
      await Promise.all([t.app.huntings.settleFinished(), t.app.huntings.settleFinished()]);
      await t.app.huntings.settleFinished();
      const prizes = await t.app.database.db
        .select()
        .from(tournamentPrizes)
        .where(eq(tournamentPrizes.tournamentKey, key))
        .orderBy(tournamentPrizes.position);
      expect(prizes.map((p) => [p.position, p.playerId, p.amount])).toEqual([
        [1, first.id, Math.floor(pool / 2)],
        [2, second.id, Math.floor((pool * 3) / 10)],
      ]);
      for (const p of prizes) {
        const rows = await t.app.database.db
          .select()
          .from(ledgerEntries)
          .where(
            and(
              eq(ledgerEntries.playerId, p.playerId),
              eq(ledgerEntries.reference, `tournament:${key}:${p.position}`),
            ),
          );
        expect(rows.map((r) => [r.type, r.amount])).toEqual([['bonus', p.amount]]);
      }
    } finally {
      definitions.splice(
        definitions.findIndex((d) => d.key === key),
        1,
      );
    }
  });
});
