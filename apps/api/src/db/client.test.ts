import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../../test/databases';
import { openDatabase } from './client';
import { lostDependency } from './connection-errors';
import { siteSettings } from './schema';

describe.each(databaseKinds)('database layer on %s', (kind) => {
  it('runs the migrations and round-trips a row', async () => {
    const t = await createTestDatabase(kind);
    try {
      await t.handle.db
        .insert(siteSettings)
        .values({ key: 'features', value: { isShareBetOn: true } });
      const [row] = await t.handle.db
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.key, 'features'));
      expect(row?.value).toEqual({ isShareBetOn: true });
      expect(row?.updatedAt).toBeInstanceOf(Date);
      // Running the migrations again is a no-op, as on every restart.
      await t.handle.migrate();
      expect(await t.handle.ping()).toBe(true);
    } finally {
      await t.dispose();
    }
  });
});

describe('embedded PGlite in a data directory', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the data across a restart', async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.db.insert(siteSettings).values({ key: 'kept', value: 42 });
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await second.migrate();
    const rows = await second.db.select().from(siteSettings).where(eq(siteSettings.key, 'kept'));
    expect(rows.map((row) => row.value)).toEqual([42]);
    await second.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL reopened', () => {
  it('keeps the data across a reconnect', async () => {
    const t = await createTestDatabase('postgres');
    try {
      await t.handle.db.insert(siteSettings).values({ key: 'kept', value: 'yes' });
      const again = await openDatabase({ url: t.url });
      const rows = await again.db.select().from(siteSettings);
      expect(rows.map((row) => row.value)).toEqual(['yes']);
      await again.close();
    } finally {
      await t.dispose();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections the server ends', () => {
  it('a checked-out connection ended mid-transaction fails its work, not the process', async () => {
    const t = await createTestDatabase('postgres');
    const lost: Error[] = [];
    try {
      let reported!: () => void;
      const connectionLost = new Promise<void>((resolve) => (reported = resolve));
      t.handle.onConnectionLost((error) => {
        lost.push(error);
        reported();
      });
      const work = t.handle.db.transaction(async (tx) => {
        const result = await tx.execute(sql`select pg_backend_pid() as pid`);
        const { pid } = (result as unknown as { rows: { pid: number }[] }).rows[0]!;
        const admin = new pg.Client({ connectionString: t.url });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await admin.end();
        // The client is checked out and idle in its transaction when the server ends it: pg
        // emits 'error' on it, which would end the process without the pool's listener.
        await connectionLost;
        await tx.execute(sql`select 1`);
      });
      const failure = await work.then(
        () => null,
        (error: unknown) => error,
      );
      expect(lostDependency(failure)).toBe('database');
      expect(lost.length).toBeGreaterThan(0);
      // The pool replaces the connection by itself.
      expect(await t.handle.ping()).toBe(true);
    } finally {
      await t.dispose();
    }
  });
});
