// The product as `npm start` runs it (production build, embedded database) for browser benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
// Ports of their own, so a benchmark can run beside a product or a browser test suite.
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3300);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4300);
export const WEB = `http://localhost:${webPort}`;
export const API = `http://127.0.0.1:${apiPort}`;
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUp(url, child, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the product exited (${child.exitCode ?? child.signalCode}) before ${url} came up`,
      );
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not come up`);
}

/** Starts the product on a throwaway data directory; resolves to its stop function. */
export async function startProduct(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-bench-web-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_PORT: String(webPort),
      API_PORT: String(apiPort),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUp(`${WEB}/sports/soccer`, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    // A product that already exited has nothing left to stop (waiting for its exit would hang).
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGINT');
      });
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** The path of a match page: the first upcoming soccer match with a full market list. */
export async function matchPath() {
  const list = await (
    await fetch(`${API}/api/sb/matches?sport_key=soccer&type=match&match_status=0&limit=1`)
  ).json();
  const match = list.data[0];
  return `/sports/${match.tournament.sport.key}/${match.slug}`;
}
