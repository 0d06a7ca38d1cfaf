// Helpers for the start script: port checks, incremental builds, readiness polling.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

function portTaken(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      const server = net.createServer();
      server.once('error', () => resolve(true));
      server.listen({ port }, () => server.close(() => resolve(false)));
    });
  });
}

export async function assertPortsFree(ports) {
  for (const { port, what, variable } of ports) {
    if (await portTaken(port)) {
      throw new Error(
        `Port ${port} (${what}) is already in use. Stop whatever is listening there or set ${variable}.`,
      );
    }
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function stale(artifact, sources, stamp) {
  if (!existsSync(artifact)) return true;
  if (stamp && (!existsSync(stamp.file) || readFileSync(stamp.file, 'utf8') !== stamp.value)) {
    return true;
  }
  const built = statSync(artifact).mtimeMs;
  return sources.some((dir) => existsSync(dir) && newestMtime(dir) > built);
}

function npmRun(root, workspace, env) {
  console.log(`› building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The build of ${workspace} failed.`);
}

/** Builds the API and the web app when their output is missing or older than their sources. */
export async function ensureBuilt(root, env) {
  const packages = ['packages/domain/src', 'packages/contracts/src'].map((p) => path.join(root, p));
  const apiDir = path.join(root, 'apps/api');
  if (stale(path.join(apiDir, 'dist/server.js'), [path.join(apiDir, 'src'), ...packages])) {
    npmRun(root, '@sportsbook/api', env);
  }
  const webDir = path.join(root, 'apps/web');
  // Rewrites are fixed at build time, so a different API origin needs a new build.
  const stamp = { file: path.join(webDir, '.next/api-origin'), value: env.API_ORIGIN };
  if (stale(path.join(webDir, '.next/BUILD_ID'), [path.join(webDir, 'src'), ...packages], stamp)) {
    npmRun(root, '@sportsbook/web', env);
    writeFileSync(stamp.file, stamp.value);
  }
}

export async function waitForHttp(url, timeoutMs, cancelled) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline && !cancelled()) {
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}: ${lastError}`);
}
