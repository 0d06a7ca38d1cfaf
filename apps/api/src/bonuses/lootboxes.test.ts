// API tests of lootboxes: the chest listed with its size, reward table and odds and the committed
// seed hash; opening it (POST /bonuses/{id}/activate) draws a reward reproducible from the seed
// revealed and issues it once, also when opened twice at once; another player's chest is never
// reachable; bad input gets a 4xx with a code.
import { createHash } from 'node:crypto';
import { drawFromDigest, rewardIndexOf } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import {
  buildPlatformTestApp,
  signUp,
  type Client,
  type PlatformTestApp,
} from '../../test/platform';
import { bonusDefinitionSchema, type BonusDefinition } from './definitions';
import { chestRoll } from './lootboxes';
import { playerBonuses } from './schema';

const BONUSES = '/api/sb/bonuses';

interface Chest {
  id: string;
  type: string;
  status: string;
  chest_size: string;
  currency: string;
  rewards: {
    kind: string;
    freebet_type: string | null;
    amount: number | null;
    odds_percent: number;
  }[];
  draw: {
    server_seed_hash: string;
    server_seed: string | null;
    roll: number | null;
    reward_index: number | null;
    reward_bonus_id: string | null;
    opened_at: string | null;
  };
}

describe('the published draw procedure', () => {
  it('is reproduced from the seed, the player and the chest alone', () => {
    const seed = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
    const player = 'b5b6c1a0-0000-4000-8000-000000000001';
    const digest = createHash('sha256').update(`${seed}:${player}:42`).digest('hex');
    const roll = chestRoll(seed, player, 42);
    expect(roll).toBe(Number.parseInt(digest.slice(0, 13), 16));
    expect(roll).toBe(drawFromDigest(digest));
    expect(chestRoll(seed, player, 43)).not.toBe(roll);
  });
});

describe.each(databaseKinds)('lootboxes API on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind);
  });
  afterAll(async () => t.close());

  const define = (d: Record<string, unknown>) => {
    const base = t.app.site.config.bonuses.definitions.find((x) => x.key === 'small-chest')!;
    const added = bonusDefinitionSchema.parse({ ...base, ...d }) as BonusDefinition;
    t.app.site.config.bonuses.definitions.push(added);
    return added;
  };

  /** A new player holding one chest of `key`. */
  async function playerWithChest(key = 'large-chest') {
    const { client, profile } = await signUp(t.app);
    const granted = await t.app.bonuses.grant(profile.id, key);
    return { client, playerId: profile.id, chestId: granted!.id };
  }

  const chests = async (client: Client) => {
    const res = await client.get(`${BONUSES}/lootboxes`);
    expect(res.statusCode).toBe(200);
    return res.json().data as Chest[];
  };

  it('lists a chest with its size, its reward table with odds in percent, and the seed hash only', async () => {
    const { client } = await playerWithChest();
    const [chest] = await chests(client);
    expect(chest).toMatchObject({
      type: 'lootbox',
      status: 'available',
      chest_size: 'large',
      currency: 'EUR',
      rewards: [
        { kind: 'freebet', freebet_type: 'freebet', amount: 500, odds_percent: 55 },
        { kind: 'freebet', freebet_type: 'freebet_all_win', amount: 1000, odds_percent: 35 },
        { kind: 'freebet', freebet_type: 'freebet_all_win', amount: 2500, odds_percent: 10 },
      ],
      draw: { server_seed: null, roll: null, reward_index: null, opened_at: null },
    });
    expect(chest!.draw.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    // Only lootboxes are in the lootbox list, and the general list carries the same chest.
    const all = (await client.get(`${BONUSES}?type=lootbox`)).json().data as Chest[];
    expect(all).toEqual([chest]);
  });

  it('opens a chest: the reward drawn from the revealed seed is issued as a freebet, once', async () => {
    const { client, playerId, chestId } = await playerWithChest();
    const [before] = await chests(client);
    const res = await client.post(`${BONUSES}/${chestId}/activate`);
    expect(res.statusCode).toBe(200);
    const opened = res.json() as Chest;
    expect(opened.status).toBe('bonus_over');
    const { draw } = opened;
    // The seed revealed is the one committed: its hash is the hash shown before opening.
    expect(draw.server_seed_hash).toBe(before!.draw.server_seed_hash);
    expect(createHash('sha256').update(draw.server_seed!).digest('hex')).toBe(
      draw.server_seed_hash,
    );
    const roll = drawFromDigest(
      createHash('sha256').update(`${draw.server_seed}:${playerId}:${chestId}`).digest('hex'),
    );
    expect(draw.roll).toBe(roll);
    expect(draw.reward_index).toBe(rewardIndexOf([55, 35, 10], roll));
    const line = opened.rewards[draw.reward_index!]!;
    const freebets = (await client.get(`${BONUSES}/freebets`)).json().data as {
      id: string;
      type: string;
      amount: number;
      status: string;
    }[];
    expect(freebets).toEqual([
      expect.objectContaining({
        id: draw.reward_bonus_id,
        type: line.freebet_type,
        amount: line.amount,
        status: 'available',
      }),
    ]);
    // Opening again answers the same draw and issues nothing more.
    const again = await client.post(`${BONUSES}/${chestId}/activate`);
    expect(again.statusCode).toBe(200);
    expect((again.json() as Chest).draw).toEqual(draw);
    expect((await chests(client))[0]!.draw).toEqual(draw);
    expect((await client.get(`${BONUSES}/freebets`)).json().data).toHaveLength(1);
  });

  it('opens a chest sent twice at once to one draw and one reward', async () => {
    const { client, playerId, chestId } = await playerWithChest();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.post(`${BONUSES}/${chestId}/activate`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const draws = answers.map((a) => JSON.stringify((a.json() as Chest).draw));
    expect(new Set(draws).size).toBe(1);
    const rewards = await t.app.database.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.source, 'lootbox')));
    expect(rewards).toHaveLength(1);
  });

  it('shows a "nothing" line and draws it without issuing anything', async () => {
    define({ key: 'empty-chest', rewards: [{ kind: 'nothing', weight: 1 }] });
    const { client, chestId } = await playerWithChest('empty-chest');
    const [chest] = await chests(client);
    expect(chest!.rewards).toEqual([
      { kind: 'nothing', freebet_type: null, amount: null, odds_percent: 100 },
    ]);
    const opened = (await client.post(`${BONUSES}/${chestId}/activate`)).json() as Chest;
    expect(opened.draw).toMatchObject({ reward_index: 0, reward_bonus_id: null });
    expect((await client.get(`${BONUSES}/freebets`)).json().data).toEqual([]);
  });

  it("never reaches another player's chest", async () => {
    const owner = await playerWithChest();
    const { client: other } = await signUp(t.app);
    for (const res of [
      await other.post(`${BONUSES}/${owner.chestId}/activate`),
      await other.get(`${BONUSES}/lootboxes/${owner.chestId}`),
      await other.get(`${BONUSES}/lootboxes/${owner.chestId}/terms`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'BONUS_NOT_FOUND' });
    }
    expect(await chests(other)).toEqual([]);
    expect((await chests(owner.client))[0]).toMatchObject({ status: 'available' });
  });

  it('answers bad input with a 4xx and a code, never a 500', async () => {
    const { client, playerId, chestId } = await playerWithChest();
    for (const id of ['abc', '-1', '99999999999999999999', '1e3']) {
      const res = await client.post(`${BONUSES}/${encodeURIComponent(id)}/activate`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'BONUS_NOT_FOUND' });
    }
    expect((await client.get(`${BONUSES}/lootboxes?page=0`)).statusCode).toBe(400);
    await t.app.database.db
      .update(playerBonuses)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(eq(playerBonuses.playerId, playerId));
    const expired = await client.post(`${BONUSES}/${chestId}/activate`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ code: 'BONUS_EXPIRED', message: 'error.bonus.bonus_expired' });
  });

  it('refuses a definition whose reward table has no weight or no lines', () => {
    const base = t.app.site.config.bonuses.definitions.find((x) => x.key === 'small-chest')!;
    for (const rewards of [[], [{ kind: 'nothing', weight: 0 }], [{ kind: 'cash', weight: 1 }]]) {
      expect(bonusDefinitionSchema.safeParse({ ...base, rewards }).success).toBe(false);
    }
    expect(bonusDefinitionSchema.safeParse({ ...base, chest_size: 'huge' }).success).toBe(false);
  });
});
