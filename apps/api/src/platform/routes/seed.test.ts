import { playerBetForbidden, type BettingPlayer } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { databaseKinds } from '../../../test/databases';
import { testConfig } from '../../../test/helper';
import {
  buildPlatformTestApp,
  ledgerAndBalance,
  queryRows,
  signIn,
  type PlatformTestApp,
} from '../../../test/platform';
import { DEMO_PASSWORD, DEMO_PLAYERS, seedDemoPlayers } from '../seed/demo-players';

const forbidden = (player: BettingPlayer) => playerBetForbidden(player) ?? null;

const ACCOUNTS = '/api/platform/player/accounts?compatibility=true';

describe.each(databaseKinds)('demo players seeded on a fresh database on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind, { SEED_DEMO_PLAYERS: 'true' });
  });
  afterAll(async () => t.close());

  const db = () => t.database.handle.db;

  async function counts() {
    const [row] = await queryRows<{ players: number; accounts: number; ledger: number }>(
      db(),
      sql`select (select count(*) from players)::int as players,
                 (select count(*) from accounts)::int as accounts,
                 (select count(*) from ledger_entries)::int as ledger`,
    );
    return {
      players: Number(row!.players),
      accounts: Number(row!.accounts),
      ledger: Number(row!.ledger),
    };
  }

  async function signInOk(email: string) {
    const { client, res } = await signIn(t.app, { email }, DEMO_PASSWORD);
    expect(res.statusCode, `${email}: ${res.body}`).toBe(200);
    return { client, profile: res.json() };
  }

  it('signs the demo player in with demo-password: confirmed, EUR 1,000.00 active and a BTC account', async () => {
    const { client, profile } = await signInOk('demo@example.com');
    expect(profile).toMatchObject({
      email: 'demo@example.com',
      first_name: 'Demo',
      last_name: 'Player',
      currency: 'EUR',
      confirmed: true,
      serasa: { pve: false },
      user_account_status: 'active',
      suspension_reason: null,
      auth_fields_missed: [],
    });
    const accounts = (await client.get(ACCOUNTS)).json();
    expect(accounts).toEqual([
      expect.objectContaining({ currency: 'EUR', balance: 100_000, active: true }),
      expect.objectContaining({ currency: 'BTC', balance: 1_000_000, active: false }),
    ]);
    expect((await client.get('/api/platform/player/accounts?compatibility=false')).json()).toEqual([
      {
        currency: 'EUR',
        balance: 100_000,
        available_to_bet_with_locked_cents: 100_000,
        subunits: 100,
        active: true,
      },
    ]);
    for (const currency of ['EUR', 'BTC']) {
      const state = await ledgerAndBalance(db(), profile.id, currency);
      expect(state!.ledger).toBe(state!.balance);
    }
    expect(forbidden((await t.app.players.byId(profile.id))!)).toBeNull();
  });

  it('refuses the demo player with a wrong password', async () => {
    const { res } = await signIn(t.app, { email: 'demo@example.com' }, 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // One failure does not lock the demo login.
    await signInOk('demo@example.com');
  });

  it('seeds the pve player: serasa.pve is set and they may not bet', async () => {
    const { profile } = await signInOk('pve@example.com');
    expect(profile).toMatchObject({ serasa: { pve: true }, user_account_status: 'active' });
    expect(forbidden((await t.app.players.byId(profile.id))!)).toBe('PVE_PLAYER_BET_FORBIDDEN');
  });

  it('seeds the spam-flagged player: suspended with reason spamf, may not bet', async () => {
    const { profile } = await signInOk('spam@example.com');
    expect(profile).toMatchObject({
      serasa: { pve: false },
      user_account_status: 'suspended',
      suspension_reason: 'spamf',
    });
    expect(forbidden((await t.app.players.byId(profile.id))!)).toBe('SPAMF_PLAYER_BET_FORBIDDEN');
  });

  it('seeds the player with missing auth fields: auth_fields_missed is not empty', async () => {
    const { client, profile } = await signInOk('incomplete@example.com');
    expect(profile.auth_fields_missed).toEqual(['first_name', 'last_name']);
    expect((await client.get('/api/platform/player')).json().auth_fields_missed).toEqual([
      'first_name',
      'last_name',
    ]);
  });

  it('seeds the locked player: the right password is refused (401 ACCOUNT_LOCKED)', async () => {
    for (let i = 0; i < 2; i++) {
      const { res } = await signIn(t.app, { email: 'locked@example.com' }, DEMO_PASSWORD);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'ACCOUNT_LOCKED',
        message: 'error.platform.account_locked',
      });
    }
  });

  it('seeds every demo player once; seeding again, or another instance booting, duplicates nothing', async () => {
    const before = await counts();
    expect(before.players).toBe(DEMO_PLAYERS.length);
    const [listed] = await queryRows<{ emails: string[] }>(
      db(),
      sql`select array_agg(email order by email) as emails from players`,
    );
    expect([...listed!.emails].sort()).toEqual(DEMO_PLAYERS.map((p) => p.email).sort());

    await seedDemoPlayers(db(), t.app.wallet, t.app.log);
    // Two instances booting on the same database at once.
    await Promise.all([
      seedDemoPlayers(db(), t.app.wallet, t.app.log),
      seedDemoPlayers(db(), t.app.wallet, t.app.log),
    ]);
    const second = await buildApp({
      config: testConfig({ SEED_DEMO_PLAYERS: 'true' }),
      database: t.database.handle,
    });
    await second.ready();
    await second.close();

    expect(await counts()).toEqual(before);
    const { client } = await signInOk('demo@example.com');
    expect((await client.get(ACCOUNTS)).json()).toEqual([
      expect.objectContaining({ currency: 'EUR', balance: 100_000 }),
      expect.objectContaining({ currency: 'BTC', balance: 1_000_000 }),
    ]);
  });
});

describe('a database without the seed', () => {
  it('has no demo players when SEED_DEMO_PLAYERS is off', async () => {
    const t = await buildPlatformTestApp('pglite', { SEED_DEMO_PLAYERS: 'false' });
    try {
      const { res } = await signIn(t.app, { email: 'demo@example.com' }, DEMO_PASSWORD);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    } finally {
      await t.close();
    }
  });
});
