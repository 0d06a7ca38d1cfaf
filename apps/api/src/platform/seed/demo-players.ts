// Demo players on a fresh database: the demo login, and one player for each special case of the spec.
import type { FastifyBaseLogger } from 'fastify';
import { players } from '../schema/players';
import { accounts } from '../schema/wallet';
import type { Database } from '../db';
import type { Wallet } from '../wallet/wallet';
import type { Terms } from '../terms/terms';

export const DEMO_PASSWORD = 'demo-password';

/** scrypt hashes of DEMO_PASSWORD, each with its own salt, so seeding costs no hashing at boot. */
const HASHES = [
  'scrypt$32768$8$1$Z_wlvT2FEE4b-93Bqlw72g$ohPUR2NxAgznXtbXRX1Bsk9-XrEO_1anyZHOId2LgE6kDpcP3mb-1h9rYNRf1-Ofy68_NkgKEzyS-hUjbo4JRg',
  'scrypt$32768$8$1$fhIiwtUPsgGh1j8wytdCmg$07uqdi3mrUJzCzl2SgIaHpKLoIhmwpOtLgPGdZPiidtvWKSZsFa_wDiNjOrSoiEoZy0b77EnsC--sjOsRVo10g',
  'scrypt$32768$8$1$uVJpsv6ccNTSxsLeF9Bwfg$NUf5FvUSUVVBRjAx6TDSnh5-ixHYF8XZmbivXvQx2_glZQH3Wtv0ccD35ozFJyVYVWg8B3e8c6rTPuj3ksNJBw',
  'scrypt$32768$8$1$OqoFTJpH1p2V6TT6b1knJA$fv-VT-Wq8-36FDbRhTi91dJNppbRhHVxx8SzUy4Am4g9MHiQ9HMsYEAwIoWC9X5J3SMuNMNvR-6vBwxPRn6OsQ',
  'scrypt$32768$8$1$oZILyiUO2eCs2zXL6MO0uQ$7L-SX7SgCHVKt5gihl3lPtyxK-lXMc7A69ruEl7My5jpqhwMa3f5jL1duhsWQFjrYn-bhxV9KLKhGOaYTM6ITg',
] as const;

interface DemoPlayer {
  email: string;
  /** What the player shows (printed by npm start and listed in the README). */
  shows: string;
  values: Partial<typeof players.$inferInsert>;
  balances: [currency: string, amount: number][];
}

export const DEMO_PLAYERS: DemoPlayer[] = [
  {
    email: 'demo@example.com',
    shows: 'EUR 1,000.00 and 0.01 BTC',
    values: { firstName: 'Demo', lastName: 'Player', compPoints: 1200 },
    balances: [
      ['EUR', 100_000],
      ['BTC', 1_000_000],
    ],
  },
  {
    email: 'pve@example.com',
    shows: 'serasa.pve: may not bet',
    values: { firstName: 'Pat', lastName: 'Exposed', pve: true },
    balances: [['EUR', 10_000]],
  },
  {
    email: 'spam@example.com',
    shows: 'suspended, reason spamf: may not bet',
    values: {
      firstName: 'Sam',
      lastName: 'Flagged',
      userAccountStatus: 'suspended',
      suspensionReason: 'spamf',
    },
    balances: [['EUR', 5_000]],
  },
  {
    email: 'incomplete@example.com',
    shows: 'auth_fields_missed: first_name, last_name',
    values: { nickname: 'incomplete', authFieldsMissed: ['first_name', 'last_name'] },
    balances: [['EUR', 2_000]],
  },
  {
    email: 'locked@example.com',
    shows: 'locked: sign-in refused until unlocked',
    values: { firstName: 'Lee', lastName: 'Locked', failedAttempts: 5, lockedAt: new Date(0) },
    balances: [['EUR', 0]],
  },
];

/** Inserts the demo players that do not exist yet; safe to run on every boot and instance. */
export async function seedDemoPlayers(
  db: Database,
  wallet: Wallet,
  log: FastifyBaseLogger,
  terms?: Terms,
): Promise<void> {
  const created: string[] = [];
  for (const [index, demo] of DEMO_PLAYERS.entries()) {
    await db.transaction(async (tx) => {
      const [player] = await tx
        .insert(players)
        .values({
          email: demo.email,
          passwordHash: HASHES[index % HASHES.length]!,
          language: 'en',
          country: 'MT',
          confirmedAt: new Date(),
          ...demo.values,
        })
        .onConflictDoNothing()
        .returning({ id: players.id });
      if (!player) return;
      // Demo players signed up under the terms in force, as a sign-up does.
      await terms?.accept(player.id, undefined, tx);
      for (const [i, [currency, amount]] of demo.balances.entries()) {
        await tx.insert(accounts).values({ playerId: player.id, currency, active: i === 0 });
        if (amount > 0) {
          await wallet.post(
            {
              playerId: player.id,
              currency,
              amount,
              type: 'deposit',
              reference: 'seed:opening-balance',
            },
            tx,
          );
        }
      }
      created.push(demo.email);
    });
  }
  if (created.length) log.info({ players: created }, 'demo players created (password: see README)');
}
