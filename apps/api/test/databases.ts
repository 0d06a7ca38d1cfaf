// Test databases: PGlite in memory always; a fresh PostgreSQL database when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migratedPgliteDump, openDatabase, type DatabaseHandle } from '../src/db/client';

export type DatabaseKind = 'pglite' | 'postgres';

/** The kinds the suites run on: PGlite always, PostgreSQL when CI provides it. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection string of a PostgreSQL test database, for reopening it. */
  url?: string;
  dispose(): Promise<void>;
}

// A worker keeps its modules between files (isolate: false), so it migrates one PGlite and opens
// every later one as a copy of it.
let pgliteTemplate: Promise<Blob> | undefined;

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    pgliteTemplate ??= migratedPgliteDump();
    const handle = await openDatabase({ dataDir: 'memory://', copyOf: await pgliteTemplate });
    // Nothing to apply on the copy; kept so a database is migrated however it was opened.
    await handle.migrate();
    return { handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sb_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = withDatabaseName(adminUrl, name);
  const handle = await openDatabase({ url });
  await handle.migrate();
  return {
    handle,
    url,
    async dispose() {
      await handle.close();
      await withAdmin(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
