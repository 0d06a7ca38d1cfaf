// Starts the processes a benchmark measures, each in its own process so they compete fairly.
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Ports of the API under test and of the bare baseline: BENCH_API_PORT (the baseline on the next
 * port), so benches of several checkouts on one machine do not collide; 4901 and 4900 otherwise.
 */
export const API_PORT = Number(process.env.BENCH_API_PORT ?? 4901);
export const BASELINE_PORT = process.env.BENCH_API_PORT ? API_PORT + 1 : 4900;

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A process that never came up is not left running.
  const ready = waitFor(readyUrl).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  return ready.then(() => ({
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  }));
}

/** A bare Fastify hello-world: the baseline every HTTP figure is divided by. */
export function startHelloWorld(port = BASELINE_PORT) {
  return startProcess(
    [path.join(import.meta.dirname, 'hello-world.mjs')],
    { PORT: String(port) },
    `http://127.0.0.1:${port}/`,
  );
}

/** The real API from its production bundle, on a throwaway PGlite (or DATABASE_URL when set). */
export async function startApi(port = API_PORT, env = {}) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@sportsbook/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('API build failed');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-bench-'));
  const api = await startProcess(
    [
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      path.join(root, 'apps/api/dist/server.js'),
    ],
    {
      API_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      NODE_ENV: 'production',
      // Production refuses to run on a database server without secrets of its own.
      REALTIME_TOKEN_SECRET: randomBytes(32).toString('hex'),
      REALTIME_API_KEY: randomBytes(32).toString('hex'),
      ...env,
    },
    `http://127.0.0.1:${port}/api/health`,
  );
  return {
    pid: api.pid,
    async stop() {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
