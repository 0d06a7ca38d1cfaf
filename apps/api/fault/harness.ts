// Fault-test harness: fresh PostgreSQL databases, lost connections and database outages, and
// waiting. API processes, players and the money invariants have their own files beside it.
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import pg from 'pg';

/** The PostgreSQL server the fault suite creates its databases on; the suite skips without it. */
export const adminUrl = process.env.TEST_DATABASE_URL;
export const SKIP_MESSAGE =
  'fault tests skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them';

// ---------------------------------------------------------------------------------------------
// Waiting

/** Polls `probe` until it returns a value other than undefined/false; fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 60_000, intervalMs = 200 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > until) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out waiting for ${what}${cause}`);
    }
    await sleep(intervalMs);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Databases

export interface FaultDatabase {
  name: string;
  url: string;
  /** Runs one statement on a short-lived connection (survives terminated backends). */
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  dispose(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A new, empty database (the API migrates it on start); dropped by dispose(). */
export async function createFaultDatabase(): Promise<FaultDatabase> {
  if (!adminUrl) throw new Error(SKIP_MESSAGE);
  const name = `sb_fault_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = withDatabaseName(adminUrl, name);
  return {
    name,
    url,
    query: async <Row>(text: string, values: unknown[] = []) =>
      withClient(url, async (client) => (await client.query(text, values)).rows as Row[]),
    async dispose() {
      await withClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * Ends every backend connected to the database (as a failover or an operator would), the
 * feed leader's lock connection included. Returns how many were ended.
 */
export async function terminateBackends(database: FaultDatabase): Promise<number> {
  if (!adminUrl) throw new Error(SKIP_MESSAGE);
  const rows = await withClient(
    adminUrl,
    async (client) =>
      (
        await client.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid()`,
          [database.name],
        )
      ).rows,
  );
  return rows.filter((row) => row.ended).length;
}

/** The pid of the PostgreSQL backend holding the feed leader's advisory lock, or null. */
export async function leaderBackend(database: FaultDatabase): Promise<string | null> {
  const rows = await database.query<{ application_name: string }>(
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted and a.datname = current_database()
       and a.application_name like 'sportsbook-feed-leader%'`,
  );
  return rows[0]?.application_name ?? null;
}

/** A TCP port free on this machine a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Database outages

export interface DatabaseOutage {
  /** `database.url`, reached through the proxy. */
  readonly url: string;
  /** Cuts every connection and refuses new ones, as a database that went away. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of the test database server, so a test can take "the database" away
 * from an API (connections reset, new ones refused) without stopping the shared server.
 */
export async function databaseOutageProxy(database: FaultDatabase): Promise<DatabaseOutage> {
  const target = new URL(database.url);
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(targetPort, target.hostname);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();
  const proxied = new URL(database.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return {
    url: proxied.toString(),
    cut: stopListening,
    restore: listen,
    close: stopListening,
  };
}
