// Lootboxes under faults: chests opened many times at once while the database connections are
// terminated and the API is killed with kill -9. Each chest ends either closed with no draw and no
// reward, or opened with its whole draw and exactly one reward (the freebet its draw names), and
// opening it after the restart never draws again; the money invariants hold.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killApi, restartApi, startApi, killAll, stopApi, type ApiProcess } from './api-process';
import {
  adminUrl,
  createFaultDatabase,
  SKIP_MESSAGE,
  sleep,
  terminateBackends,
  type FaultDatabase,
} from './harness';
import { assertMoneyInvariants } from './invariants';
import { newPlayer, type Player } from './players';

if (!adminUrl) console.warn(SKIP_MESSAGE);

interface DrawRow {
  status: string;
  server_seed: string;
  server_seed_hash: string;
  opened_at: Date | null;
  roll: string | null;
  reward_bonus_id: string | null;
  rewards: string;
}

describe.skipIf(!adminUrl)('lootboxes under faults', () => {
  let database: FaultDatabase;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createFaultDatabase();
    api = await startApi({ database });
  });
  afterAll(async () => {
    await killAll();
    await database?.dispose();
  });

  /** Players holding one chest each (the CHEST promo code). */
  async function chestHolders(count: number) {
    const holders: { player: Player; chestId: string }[] = [];
    for (let i = 0; i < count; i++) {
      const player = await newPlayer(api, 1_000);
      const redeemed = await player.post('/api/sb/bonuses/promo-code', { code: 'CHEST' });
      expect(redeemed.status).toBe(200);
      holders.push({ player, chestId: redeemed.json.bonus_id as string });
    }
    return holders;
  }

  const openAll = (holders: { player: Player; chestId: string }[], times: number) =>
    holders.flatMap(({ player, chestId }) =>
      Array.from({ length: times }, () =>
        player.post(`/api/sb/bonuses/${chestId}/activate`).catch(() => null),
      ),
    );

  /** The chest closed with nothing drawn, or opened with its whole draw and one reward. */
  async function agreement(playerId: string, chestId: string): Promise<boolean> {
    const [row] = await database.query<DrawRow>(
      `select b.status, d.server_seed, d.server_seed_hash, d.opened_at, d.roll::text as roll,
              d.reward_bonus_id::text as reward_bonus_id,
              (select count(*) from player_bonuses r
                where r.player_id = b.player_id and r.source = 'lootbox' and r.source_ref = b.id::text)::text as rewards
         from player_bonuses b join lootbox_draws d on d.bonus_id = b.id
        where b.id = $1 and b.player_id = $2`,
      [chestId, playerId],
    );
    expect(row).toBeDefined();
    expect(createHash('sha256').update(row!.server_seed).digest('hex')).toBe(row!.server_seed_hash);
    if (row!.opened_at === null) {
      expect(row).toMatchObject({ status: 'available', roll: null, rewards: '0' });
      return false;
    }
    expect(row!.status).toBe('bonus_over');
    const digest = createHash('sha256')
      .update(`${row!.server_seed}:${playerId}:${chestId}`)
      .digest('hex');
    expect(row!.roll).toBe(String(Number.parseInt(digest.slice(0, 13), 16)));
    // The medium chest's lines are all freebets: an opened chest holds exactly one.
    expect(row!.rewards).toBe('1');
    expect(row!.reward_bonus_id).not.toBeNull();
    return true;
  }

  it('opens each chest once when opened many times at once while connections are terminated', async () => {
    const holders = await chestHolders(4);
    const sends = openAll(holders, 4);
    await sleep(15);
    await terminateBackends(database);
    await Promise.all(sends);
    for (const { player, chestId } of holders) {
      await agreement(player.id, chestId);
      const again = await player.post(`/api/sb/bonuses/${chestId}/activate`);
      expect(again.status).toBe(200);
      expect(await agreement(player.id, chestId)).toBe(true);
    }
    await assertMoneyInvariants(database);
  });

  it('opens each chest once across a kill -9 and a restart', async () => {
    const holders = await chestHolders(4);
    const before = new Map<string, string>();
    for (const { player, chestId } of holders) {
      const listed = await player.get('/api/sb/bonuses/lootboxes');
      before.set(chestId, listed.json.data[0].draw.server_seed_hash as string);
    }
    const sends = openAll(holders, 4);
    await sleep(20);
    await killApi(api);
    await Promise.all(sends);
    api = await restartApi(api);
    for (const { player, chestId } of holders) {
      await agreement(player.id, chestId);
      const again = await player.post(`/api/sb/bonuses/${chestId}/activate`);
      expect(again.status).toBe(200);
      // The draw revealed is the one committed before the kill.
      expect(again.json.draw.server_seed_hash).toBe(before.get(chestId));
      expect(await agreement(player.id, chestId)).toBe(true);
    }
    await assertMoneyInvariants(database);
    await stopApi(api);
  });
});
