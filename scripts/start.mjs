// `npm start`: build what is missing, start the API (which migrates) and the web app, restart
// either when it exits unexpectedly, stop both on Ctrl-C.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPortsFree, ensureBuilt, waitForHttp } from './lib/processes.mjs';
import { createSupervisor } from './lib/supervisor.mjs';

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

const supervisor = createSupervisor(env);
const stop = (exitCode) => supervisor.stop(exitCode);

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

const apiHealth = `http://127.0.0.1:${apiPort}/api/health`;
const webHome = `http://127.0.0.1:${webPort}/sports`;

supervisor.supervise(
  'API',
  process.execPath,
  ['--enable-source-maps', 'dist/server.js'],
  path.join(root, 'apps/api'),
  apiHealth,
);
try {
  await waitForHttp(apiHealth, 60_000, () => supervisor.stopping);
} catch (error) {
  // Already stopping (Ctrl-C, or a process that kept failing): stop() ends this script.
  if (supervisor.stopping) await new Promise(() => {});
  stop(1);
  fail(`The API did not become healthy: ${error.message}`);
}

supervisor.supervise(
  'web app',
  process.execPath,
  // Next.js behind the web tier's own server: it proxies the API's public routes only.
  ['server.mjs', '-p', String(webPort)],
  path.join(root, 'apps/web'),
  webHome,
);
try {
  await waitForHttp(webHome, 60_000, () => supervisor.stopping);
} catch (error) {
  // Already stopping (Ctrl-C, or a process that kept failing): stop() ends this script.
  if (supervisor.stopping) await new Promise(() => {});
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
