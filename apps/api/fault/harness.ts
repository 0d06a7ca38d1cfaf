// Fault-test harness: API processes on a fresh PostgreSQL database, kills, lost connections and
// the money invariants checked in SQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The PostgreSQL server the fault suite creates its databases on; the suite skips without it. */
export const adminUrl = process.env.TEST_DATABASE_URL;
export const SKIP_MESSAGE =
  'fault tests skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');

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

// ---------------------------------------------------------------------------------------------
// API processes

export interface ApiOptions {
  database: FaultDatabase;
  /** Extra environment (FEED_*, LIVE_BET_DELAY_MS, …) over the harness defaults. */
  env?: Record<string, string>;
  /** Listen on this port (a restart keeps its port); a free one when absent. */
  port?: number;
  /** Shared by the instances of one deployment (generated secrets live there). */
  dataDir?: string;
}

export interface ApiProcess {
  readonly url: string;
  readonly port: number;
  readonly options: ApiOptions;
  readonly pid: number;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code or signal once the process has exited. */
  readonly exited: Promise<number | string>;
  /** The name its feed-leader connection announces (`sportsbook-feed-leader:<pid>`). */
  readonly leaderName: string;
}

async function freePort(): Promise<number> {
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

/** A data directory for one deployment (removed with removeDataDir). */
export function createDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'sb-fault-'));
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

const SECRETS = {
  REALTIME_TOKEN_SECRET: randomBytes(24).toString('hex'),
  REALTIME_API_KEY: randomBytes(16).toString('hex'),
};

/** The environment every fault-test API runs with, before the test's own settings. */
export function baseEnv(databaseUrl: string, port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '10',
    RATE_LIMIT_MAX: '0',
    AUTH_RATE_LIMIT_MAX: '100000',
    SEED_DEMO_PLAYERS: 'false',
    DOCS_ENABLED: 'false',
    DEV_FEED_CONTROL: 'true',
    FEED_ENABLED: 'true',
    FEED_OUTAGES: 'false',
    FEED_HORIZON_DAYS: '1',
    FEED_LIVE_COVERAGE: '3',
    FEED_FLUSH_MS: '500',
    LIVE_BET_DELAY_MS: '0',
    SETTLEMENT_SWEEP_MS: '2000',
    ...SECRETS,
  };
}

/** Starts `node --import tsx apps/api/src/server.ts` and waits until /api/health answers 200. */
export async function startApi(options: ApiOptions): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? createDataDir();
  const env = { ...baseEnv(options.database.url, port, dataDir), ...options.env };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    // The log of a long run is only needed for its end.
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(signal ?? code ?? -1));
  });
  const api: ApiProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    options: { ...options, port, dataDir },
    pid: child.pid!,
    output: () => output,
    exited,
    leaderName: `sportsbook-feed-leader:${child.pid}`,
  };
  running.add(api);
  void exited.then(() => running.delete(api));
  let gone: number | string | undefined;
  void exited.then((code) => (gone = code));
  try {
    await waitFor(
      `API on port ${port} to answer /api/health`,
      async () => {
        if (gone !== undefined) throw new Error(`API exited (${gone}) while starting`);
        const res = await fetch(`${api.url}/api/health`);
        return res.status === 200;
      },
      { timeoutMs: 120_000, intervalMs: 250 },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- API output ---\n${output.slice(-5000)}`);
  }
  return api;
}

const running = new Set<ApiProcess>();

/** kill -9: the process gets no chance to finish anything. */
export async function killApi(api: ApiProcess): Promise<void> {
  try {
    process.kill(api.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  await api.exited;
}

/** Stops an API cleanly (SIGTERM), or with SIGKILL when it does not exit in time. */
export async function stopApi(api: ApiProcess): Promise<void> {
  try {
    process.kill(api.pid, 'SIGTERM');
  } catch {
    return;
  }
  const done = await Promise.race([api.exited, sleep(15_000).then(() => null)]);
  if (done === null) await killApi(api);
}

/** Starts the same API again (same database, port, data directory and environment). */
export function restartApi(api: ApiProcess): Promise<ApiProcess> {
  return startApi(api.options);
}

/** Kills every API process the harness started that still runs (afterAll safety net). */
export async function killAll(): Promise<void> {
  await Promise.all([...running].map((api) => killApi(api)));
}

// ---------------------------------------------------------------------------------------------
// HTTP players

export class Player {
  cookie: string | null = null;
  id = '';

  constructor(readonly api: { url: string }) {}

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.api.url}${url}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { 'x-app': 'sportsbook' }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: `player_session=${this.cookie}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const session = res.headers
      .getSetCookie()
      .map((c) => /^player_session=([^;]*)/.exec(c)?.[1])
      .find((v) => v !== undefined);
    if (session !== undefined) this.cookie = session || null;
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json: json as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body ?? {}, headers);
}

/** Signs a new player up (EUR) and deposits `deposit` minor units. */
export async function newPlayer(api: { url: string }, deposit = 100_000): Promise<Player> {
  const player = new Player(api);
  const email = `fault-${randomBytes(6).toString('hex')}@example.com`;
  const res = await player.post('/api/platform/users', {
    user: { email, password: 'correct horse battery', currency: 'EUR', country: 'DE' },
  });
  if (res.status !== 201)
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
  player.id = res.json.id;
  // The demo cashier holds deposits above 5,000.00 for review: pay larger sums in parts.
  for (let left = deposit; left > 0; left -= 400_000) {
    const paid = await player.post('/api/platform/player/deposits', {
      amount: Math.min(left, 400_000),
      currency: 'EUR',
    });
    if (paid.status !== 200 || paid.json?.result !== 'success') {
      throw new Error(`deposit not credited: ${paid.status} ${JSON.stringify(paid.json)}`);
    }
  }
  return player;
}

// ---------------------------------------------------------------------------------------------
// Catalogue helpers (read from the database the leader flushes to)

export interface OpenSelection {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  odds: number;
}

/** A live football match whose 1X2 market is open, the one that started last (furthest from its end). */
export async function liveMatch(database: FaultDatabase, exclude: number[] = []): Promise<number> {
  return waitFor('a live football match with an open 1X2 market', async () => {
    const outcomes = await liveMatchOutcomes(database, exclude);
    return outcomes[0]?.matchId;
  });
}

/** The active 1X2 outcomes of the live football match that started last; empty when none. */
export async function liveMatchOutcomes(
  database: FaultDatabase,
  exclude: number[] = [],
): Promise<OpenSelection[]> {
  const rows = await database.query<{ id: number }>(
    `select m.id from matches m join markets k on k.match_id = m.id
     join tournaments t on t.id = m.tournament_id
     where m.status = 1 and m.type = 'match' and t.sport_id = 1 and k.market_id = 1
       and k.specifier = '' and k.status = 1 and not (m.id = any($1::int[]))
     order by m.start_time desc limit 1`,
    [exclude],
  );
  return rows[0] ? matchOutcomes(database, rows[0].id) : [];
}

/** The active outcomes of a match's open 1X2 market as the database holds them now. */
export async function matchOutcomes(
  database: FaultDatabase,
  matchId: number,
): Promise<OpenSelection[]> {
  const rows = await database.query<{
    outcomes: { id: string; odds: number; active: boolean }[];
  }>(
    `select outcomes from markets where match_id = $1 and market_id = 1 and specifier = ''
       and status = 1`,
    [matchId],
  );
  return (rows[0]?.outcomes ?? [])
    .filter((o) => o.active)
    .map((o) => ({ matchId, marketId: 1, specifier: '', outcomeId: o.id, odds: o.odds }));
}

/**
 * Places `count` single bets of `stake` on a match's 1X2 outcomes (round robin), up to 20 per
 * request, each request under its own idempotency key and sent twice (the replay places
 * nothing). A request refused because the price moved or the market paused is sent again with
 * the current prices. Returns the bet ids.
 */
export async function placeSingles(
  player: Player,
  database: FaultDatabase,
  matchId: number,
  count: number,
  stake = 100,
): Promise<number[]> {
  const ids: number[] = [];
  while (ids.length < count) {
    const n = Math.min(20, count - ids.length);
    const key = `fault-${randomBytes(8).toString('hex')}`;
    let body: unknown;
    let res: Awaited<ReturnType<Player['post']>> | undefined;
    for (let attempt = 0; attempt < 200 && !res; attempt++) {
      const outcomes = await matchOutcomes(database, matchId);
      if (outcomes.length > 0) {
        body = {
          meta: { device_id: 'fault-suite' },
          bets: Array.from({ length: n }, (_, i) => {
            const o = outcomes[(ids.length + i) % outcomes.length]!;
            return {
              stake: { value: stake, currency: 'EUR' },
              selections: [
                {
                  match_id: o.matchId,
                  market_id: o.marketId,
                  specifier: o.specifier,
                  outcome_id: o.outcomeId,
                  odds: o.odds / 10_000,
                },
              ],
            };
          }),
        };
        const placed = await player.post('/api/sb/bets', body, { 'idempotency-key': key });
        if (placed.status === 201) res = placed;
        else if (placed.status !== 422) {
          throw new Error(`placement answered ${placed.status}: ${JSON.stringify(placed.json)}`);
        }
      }
      if (!res) await sleep(300);
    }
    if (!res) throw new Error(`bets on match ${matchId} kept being refused`);
    const replay = await player.post('/api/sb/bets', body, { 'idempotency-key': key });
    if (replay.status !== 201) throw new Error(`replay answered ${replay.status}`);
    ids.push(...(res.json.data as { id: string }[]).map((b) => Number(b.id)));
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Money invariants

export interface InvariantViolations {
  betsWithoutStakeDebit: unknown[];
  ledgerNotBalance: unknown[];
  negativeBalances: unknown[];
  betsUnderTwoKeys: unknown[];
  resultedNotSettled: unknown[];
  stuckCashouts: unknown[];
  doublePayouts: unknown[];
}

/**
 * The money invariants of the sportsbook, as SQL over the ledger and the bets:
 * every bet has its stake debit, every account's ledger sums to its balance, no balance is
 * negative, no bet was placed by two idempotency keys, every bet whose selections all have
 * stored results is settled, no cash-out is left in progress past its deadline (`graceS`), and
 * no settlement was paid twice.
 */
export async function moneyInvariants(
  database: FaultDatabase,
  { graceS = 30 }: { graceS?: number } = {},
): Promise<InvariantViolations> {
  const q = (text: string, values: unknown[] = []) => database.query(text, values);
  return {
    betsWithoutStakeDebit: await q(
      `select b.id from bets b where not exists (
         select 1 from ledger_entries l
         where l.type = 'stake' and l.reference = 'bet:' || b.id and l.amount = -b.stake
           and l.player_id = b.player_id)`,
    ),
    ledgerNotBalance: await q(
      `select a.id, a.balance, coalesce(sum(l.amount), 0) as ledger
       from accounts a left join ledger_entries l on l.account_id = a.id
       group by a.id having a.balance <> coalesce(sum(l.amount), 0)`,
    ),
    negativeBalances: await q(
      `select id, balance from accounts where balance < 0
       union all select account_id, balance_after from ledger_entries where balance_after < 0`,
    ),
    betsUnderTwoKeys: await q(
      `select bet_id, count(*) from (
         select jsonb_array_elements_text(response -> 'bet_ids') as bet_id from bet_placements
         where jsonb_typeof(response -> 'bet_ids') = 'array') keyed
       group by bet_id having count(*) > 1`,
    ),
    resultedNotSettled: await q(
      `select b.id, b.status from bets b
       where b.status in ('submitted', 'waiting_results', 'cashout_in_progress')
         and not exists (
           select 1 from bet_selections s
           left join markets m on m.match_id = s.match_id and m.market_id = s.market_id
             and m.specifier = s.specifier
           where s.bet_id = b.id and (m.results is null or not (m.results ? s.outcome_id)))`,
    ),
    stuckCashouts: await q(
      `select id, status from bets where status = 'cashout_in_progress'
         and (cashout_deadline is null or cashout_deadline < now() - make_interval(secs => $1))`,
      [graceS],
    ),
    doublePayouts: await q(
      `select b.id, b.win_amount, coalesce(sum(l.amount) filter (where l.type in ('win', 'refund', 'cashout', 'settlement_reversal')), 0) as paid
       from bets b left join ledger_entries l on l.player_id = b.player_id
         and l.reference like 'bet:' || b.id || ':%'
       where b.status in ('done', 'cashed_out')
       group by b.id having coalesce(sum(l.amount) filter (where l.type in ('win', 'refund', 'cashout', 'settlement_reversal')), 0) <> coalesce(b.win_amount, 0)`,
    ),
  };
}

/** Throws with every violation listed when an invariant does not hold. */
export async function assertMoneyInvariants(
  database: FaultDatabase,
  options?: { graceS?: number },
): Promise<void> {
  const found = await moneyInvariants(database, options);
  const broken = Object.entries(found).filter(([, rows]) => rows.length > 0);
  if (broken.length > 0) {
    throw new Error(
      `money invariants broken:\n${broken
        .map(([name, rows]) => `  ${name}: ${JSON.stringify(rows.slice(0, 10))}`)
        .join('\n')}`,
    );
  }
}

/** Bet statuses by id (from the database). */
export async function betStatuses(
  database: FaultDatabase,
  ids: number[],
): Promise<Map<number, string>> {
  const rows = await database.query<{ id: string; status: string }>(
    'select id, status from bets where id = any($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.status]));
}

/** Waits until every listed bet is final (settled, cashed out, …); returns their statuses. */
export async function waitUntilSettled(
  database: FaultDatabase,
  ids: number[],
  timeoutMs = 90_000,
): Promise<Map<number, string>> {
  return waitFor(
    `${ids.length} bets settled`,
    async () => {
      const statuses = await betStatuses(database, ids);
      const open = [...statuses.values()].filter((s) =>
        ['submitted', 'waiting_results', 'cashout_in_progress'].includes(s),
      );
      return open.length === 0 && statuses.size === ids.length ? statuses : undefined;
    },
    { timeoutMs, intervalMs: 500 },
  );
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
