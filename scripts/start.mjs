// `npm start`: build what is missing, start the API (which migrates) and the web app, stop both on Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPortsFree, ensureBuilt, waitForHttp } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${apiPort}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  API_PORT: String(apiPort),
  API_ORIGIN: apiOrigin,
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
};

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

const children = new Set();
let stopping = false;

function run(name, command, args, cwd) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`✖ ${name} exited (${signal ?? code}); stopping the rest.`);
      stop(code || 1);
    }
  });
  return child;
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 10_000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(deadline);
      process.exit(exitCode);
    }
  }, 50);
}

process.on('SIGINT', () => {
  console.log('\nStopping…');
  stop(0);
});
process.on('SIGTERM', () => stop(0));

try {
  await assertPortsFree([
    { port: apiPort, what: 'API', variable: 'API_PORT' },
    { port: webPort, what: 'web', variable: 'WEB_PORT' },
  ]);
  await ensureBuilt(root, env);
} catch (error) {
  fail(error.message);
}

run(
  'API',
  process.execPath,
  ['--enable-source-maps', 'dist/server.js'],
  path.join(root, 'apps/api'),
);
try {
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, 60_000, () => stopping);
} catch (error) {
  stop(1);
  fail(`The API did not become healthy: ${error.message}`);
}

const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
run(
  'web',
  process.execPath,
  [nextBin, 'start', '-p', String(webPort)],
  path.join(root, 'apps/web'),
);
try {
  await waitForHttp(`http://127.0.0.1:${webPort}/sports`, 60_000, () => stopping);
} catch (error) {
  stop(1);
  fail(`The web app did not start: ${error.message}`);
}

console.log(`
  Sportsbook is running:  http://localhost:${webPort}/sports
  API and OpenAPI docs:   http://localhost:${apiPort}/docs
  Data directory:         ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : env.DATA_DIR}
${
  env.SEED_DEMO_PLAYERS === 'false'
    ? ''
    : `
  Demo logins (password demo-password):
    demo@example.com        EUR 1,000.00 and a BTC account
    pve@example.com         pve flag: may not bet
    spam@example.com        spam-flagged suspension: may not bet
    incomplete@example.com  missing profile fields
    locked@example.com      locked after failed sign-ins
`
}
  Press Ctrl-C to stop.
`);
