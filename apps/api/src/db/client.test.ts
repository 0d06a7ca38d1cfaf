import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../../test/databases';
import { openDatabase } from './client';
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
