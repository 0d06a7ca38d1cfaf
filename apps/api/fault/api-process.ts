// Fault-test API processes: the real server entry started on a free port against a fault
// database, killed with SIGKILL, stopped and restarted on the same data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep, waitFor, type FaultDatabase } from './harness';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');

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
function baseEnv(databaseUrl: string, port: number, dataDir: string): NodeJS.ProcessEnv {
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
