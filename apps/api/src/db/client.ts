// Opens the database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs one hand-written statement, prepared under `name` on PostgreSQL (planned once per
 * connection). For the few hot paths where building the query per request costs more than it.
 */
export type RawQuery = <Row>(name: string, text: string, values: unknown[]) => Promise<Row[]>;

export interface DatabaseHandle {
  db: Database;
  query: RawQuery;
  /** Runs hand-written statements in one transaction on one connection (rolled back on a throw). */
  transaction<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Called when a pooled connection is lost (the server ended it, the network dropped it). The
   * pool replaces it on next use; the request that was using it fails and answers 503.
   */
  onConnectionLost(listener: (error: Error) => void): void;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  url?: string | undefined;
  /** Connections of the PostgreSQL pool (20 when absent). */
  poolMax?: number | undefined;
  /** PGlite data directory; `memory://` or undefined keeps it in memory. */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite starts as a copy of this dump (see `migratedPgliteDump`) rather than as an
   * empty cluster: a quarter of the time of creating and migrating one.
   */
  copyOf?: Blob | undefined;
  /** How long a request waits for a pooled connection before failing (10 s when absent). */
  connectTimeoutMs?: number | undefined;
}

/** Migrations live in apps/api/drizzle, next to src/ in development and dist/ when bundled. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

// One key for every instance: migrations on PostgreSQL run under an advisory lock.
const MIGRATION_LOCK_KEY = 7_340_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    return openPostgres(options.url, options.poolMax ?? 20, options.connectTimeoutMs ?? 10_000);
  }
  return openPglite(options.dataDir, options.copyOf);
}

/** A dump of an in-memory PGlite with every migration applied, to open copies of. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite({ client, schema }), {
      migrationsFolder: migrationsFolder(),
    });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPostgres(
  url: string,
  max: number,
  connectTimeoutMs: number,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Without a bound, every request would wait forever on a database that does not answer.
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
  });
  let connectionLost = (_error: Error): void => undefined;
  // A connection the server ends (restart, failover, pg_terminate_backend) emits 'error' on its
  // client, checked out or idle; an 'error' event without a listener would end the process.
  // pg-pool only listens on idle clients, so every client gets a listener of its own, and the
  // pool's copy of the idle event is already reported by it.
  pool.on('connect', (client) => {
    client.on('error', (error) => connectionLost(error));
  });
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    query: async <Row>(name: string, text: string, values: unknown[]) =>
      (await pool.query({ name, text, values })).rows as Row[],
    async transaction(work) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const result = await work(
          async <Row>(name: string, text: string, values: unknown[]) =>
            (await client.query({ name, text, values })).rows as Row[],
        );
        await client.query('commit');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is dropped by the pool, not reused.
        await client.query('rollback').catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg({ client, schema }), {
          migrationsFolder: migrationsFolder(),
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: () => pingDatabase(db),
    close: () => pool.end(),
    onConnectionLost(listener) {
      connectionLost = listener;
    },
  };
}

async function openPglite(
  dataDir: string | undefined,
  copyOf: Blob | undefined,
): Promise<DatabaseHandle> {
  const inMemory = !dataDir || dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = inMemory ? new PGlite(copyOf ? { loadDataDir: copyOf } : {}) : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    query: async <Row>(_name: string, text: string, values: unknown[]) =>
      (await client.query<Row>(text, values)).rows,
    transaction: (work) =>
      client.transaction((tx) =>
        work(
          async <Row>(_name: string, text: string, values: unknown[]) =>
            (await tx.query<Row>(text, values)).rows,
        ),
      ),
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: () => pingDatabase(db),
    close: () => client.close(),
    // PGlite runs in this process: there is no connection to lose.
    onConnectionLost: () => undefined,
  };
}

// A health probe must answer even when the database host stops answering mid-query.
const PING_TIMEOUT_MS = 3000;

async function pingDatabase(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
