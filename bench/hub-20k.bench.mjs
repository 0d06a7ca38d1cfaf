// The real-time hub at scale: 20,000 WebSocket connections held by client processes of their own
// (BENCH_HUB_FLEETS × the rest), every one subscribed to one public match channel as the web
// subscribes, then publications of that channel fanned out to all of them. Three runs, one after
// the other, with the same client processes' work:
//   baseline — a bare `ws` server broadcasting each POSTed body to raw `ws` sockets;
//   single   — one production API (`apps/api/dist/server.js`), `centrifuge` clients;
//   redis    — two API instances sharing Redis, half the clients on each, publishing through one.
// Figures: memory per connection (RSS and V8 heap after full GCs, with every connection open minus
// before any, divided by the connections); the publish-to-receive latency of every delivery of
// BENCH_HUB_PUBLISHES (20) fan-outs, one after the other (timestamps on the machine's monotonic
// clock, which every process shares); deliveries/s of BENCH_HUB_BURST (20) publications sent as
// fast as accepted. The connection count is limited by the open-files hard limit of a process.
//
// Targets: all 20,000 connected on one instance and through two, ≤ 10 KB per connection,
// p99 ≤ 250 ms. Env: BENCH_API_PORT (4901; the second instance on the next port),
// BENCH_SKIP_BUILD=1 to use apps/api/dist as it is.
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { report } from './lib/verdict.mjs';
import {
  openFilesHardLimit,
  startWeighed,
  started,
  stopAll,
  weigh,
} from './lib/weighed-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_HUB_CONNECTIONS ?? 20_000);
const FLEETS = Number(process.env.BENCH_HUB_FLEETS ?? 4);
const PUBLISHES = Number(process.env.BENCH_HUB_PUBLISHES ?? 20);
/** Longest a fan-out may take before the next publication goes (its late deliveries count). */
const FANOUT_TIMEOUT_MS = 10_000;
/** Quiet between fan-outs, so each starts on idle servers and clients. */
const PAUSE_MS = 200;
const BURST = Number(process.env.BENCH_HUB_BURST ?? 20);
/** Connections each client process opens at once. */
const BATCH = Number(process.env.BENCH_HUB_BATCH ?? 50);
const PORT = Number(process.env.BENCH_API_PORT ?? 4901);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGETS = { kb_per_connection: 10, latency_p99_ms: 250 };
/**
 * Files a server holds besides its connections (listening socket, inspector, Redis, logs…) and
 * room for clients reconnecting after a timeout: a server out of files cannot even be weighed.
 */
const FD_MARGIN = 500;
// A channel of its own: Redis may be shared with other runs.
const CHANNEL = `match:${900_000_000 + process.pid}`;
const API_KEY = randomBytes(24).toString('hex');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
const round = (value, digits = 1) => Number(value.toFixed(digits));
const progress = (message) => process.stderr.write(`hub-20k: ${message}\n`);

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// ---------------------------------------------------------------------------------------------
// Client fleets: processes of `lib/hub-fleet.mjs`, asked over IPC.

function spawnFleet() {
  const child = fork(path.join(import.meta.dirname, 'lib/hub-fleet.mjs'), [], {
    execArgv: ['--import', path.join(import.meta.dirname, 'lib/exit-with-parent.mjs')],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

function ask(child, message, type, timeoutMs = 180_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`fleet: no ${type} answer`)), timeoutMs);
    const listener = (answer) => {
      if (answer.type !== type) return;
      clearTimeout(timer);
      child.off('message', listener);
      resolve(answer);
    };
    child.on('message', listener);
    child.send(message);
  });
}

/** Connects `counts[i]` clients in fleet i to `targets[i]`; returns how many came up. */
async function connectFleets(fleets, mode, targets, counts) {
  const answers = await Promise.all(
    fleets.map((fleet, i) =>
      ask(
        fleet,
        { cmd: 'connect', mode, channel: CHANNEL, count: counts[i], batch: BATCH, ...targets[i] },
        'connected',
      ),
    ),
  );
  const failures = answers.flatMap((answer) => answer.failures);
  if (failures.length > 0) progress(`connect failures, e.g. ${failures.join('; ')}`);
  return {
    connected: answers.reduce((sum, answer) => sum + answer.ok, 0),
    seconds: round(Math.max(...answers.map((answer) => answer.seconds))),
  };
}

/** A payload the size of a live-odds update, with the phase and the publish time. */
const payload = (phase, n) => ({
  phase,
  n,
  t: monotonicMs(),
  event: 'odds_changed',
  match_id: 1,
  markets: Array.from({ length: 4 }, (_, i) => ({ id: i, odds: [185 + n, 340, 420], status: 1 })),
});

/** Waits for `expected` deliveries over all fleets (or the timeout), then gathers them. */
async function gather(fleets, expected, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const counts = await Promise.all(fleets.map((fleet) => ask(fleet, { cmd: 'count' }, 'count')));
    if (counts.reduce((sum, count) => sum + count.delivered, 0) >= expected) break;
    await sleep(250);
  }
  const collected = await Promise.all(fleets.map((f) => ask(f, { cmd: 'collect' }, 'collected')));
  return {
    delivered: collected.reduce((sum, c) => sum + c.delivered, 0),
    lastAt: Math.max(...collected.map((c) => c.lastAt)),
    latencies: collected.flatMap((c) => c.latencies).sort((a, b) => a - b),
    disconnects: collected.reduce((sum, c) => sum + c.disconnects, 0),
  };
}

const startPhase = (fleets, phase) =>
  Promise.all(fleets.map((fleet) => ask(fleet, { cmd: 'phase', phase }, 'phase')));

/** Total deliveries of the current phase over all fleets. */
async function delivered(fleets) {
  const counts = await Promise.all(fleets.map((fleet) => ask(fleet, { cmd: 'count' }, 'count')));
  return counts.reduce((sum, count) => sum + count.delivered, 0);
}

/**
 * Latency: PUBLISHES fan-outs one after the other, each published once the last reached every
 * client (or after FANOUT_TIMEOUT_MS), every delivery's delay from its publish. Throughput: BURST
 * publications as fast as accepted (4 in flight), deliveries from the first publish to the last
 * delivery. `connected` clients should each receive every publication.
 */
async function traffic(fleets, publish, connected) {
  await startPhase(fleets, 'latency');
  for (let n = 0; n < PUBLISHES; n += 1) {
    await publish(payload('latency', n));
    const deadline = Date.now() + FANOUT_TIMEOUT_MS;
    while ((await delivered(fleets)) < (n + 1) * connected && Date.now() < deadline)
      await sleep(10);
    await sleep(PAUSE_MS);
  }
  const latency = await gather(fleets, PUBLISHES * connected);

  await startPhase(fleets, 'burst');
  const burstStart = monotonicMs();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < BURST) await publish(payload('burst', PUBLISHES + next++));
    }),
  );
  const burst = await gather(fleets, BURST * connected);
  return {
    publishes: PUBLISHES,
    missing_deliveries:
      PUBLISHES * connected - latency.delivered + (BURST * connected - burst.delivered),
    latency_p50_ms: round(percentile(latency.latencies, 50)),
    latency_p99_ms: round(percentile(latency.latencies, 99)),
    latency_max_ms: round(latency.latencies.at(-1) ?? NaN),
    burst_publishes: BURST,
    deliveries_per_s: Math.round(burst.delivered / ((burst.lastAt - burstStart) / 1000)),
    burst_p99_ms: round(percentile(burst.latencies, 99)),
    client_disconnects: burst.disconnects,
  };
}

async function post(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok || answer.error) throw new Error(`publish failed: ${JSON.stringify(answer)}`);
}

/** Memory per connection between two weighings of each server, in KB. */
function perConnection(before, after, connections) {
  const kb = (key) => {
    const grown = after.reduce((sum, weight, i) => sum + weight[key] - before[i][key], 0);
    return round(grown / connections, 2);
  };
  return { kb_per_connection: kb('rssKb'), heap_kb_per_connection: kb('heapKb') };
}

/**
 * One run: `servers` started, `plan(servers)` says which server each fleet connects to, every
 * fleet opens its share of `connections`; memory, then traffic published through `publish`.
 */
async function run(name, mode, servers, connections, plan, publish) {
  const fleets = Array.from({ length: FLEETS }, spawnFleet);
  try {
    const before = await Promise.all(servers.map(weigh));
    const counts = fleets.map(
      (_, i) => Math.floor(connections / FLEETS) + (i < connections % FLEETS ? 1 : 0),
    );
    progress(`${name}: connecting ${connections} clients from ${FLEETS} processes`);
    const { connected, seconds } = await connectFleets(fleets, mode, plan, counts);
    progress(`${name}: ${connected} connected in ${seconds} s`);
    const after = await Promise.all(servers.map(weigh));
    const memory = perConnection(before, after, connected);
    progress(`${name}: ${JSON.stringify(memory)}; traffic`);
    const figures = await traffic(fleets, publish, connected);
    progress(`${name}: ${JSON.stringify(figures)}`);
    return { connections: connected, connect_seconds: seconds, ...memory, ...figures };
  } finally {
    await Promise.all(fleets.map((fleet) => fleet.connected && fleet.send({ cmd: 'close' })));
    await sleep(500);
  }
}

// ---------------------------------------------------------------------------------------------

async function baselineRun(connections) {
  const server = await startWeighed(
    [path.join(import.meta.dirname, 'lib/ws-broadcast.mjs'), String(PORT)],
    {},
    `http://127.0.0.1:${PORT}/`,
  );
  try {
    const url = `ws://127.0.0.1:${PORT}/`;
    return await run('baseline', 'ws', [server], connections, Array(FLEETS).fill({ url }), (data) =>
      post(`http://127.0.0.1:${PORT}/publish`, data),
    );
  } finally {
    await server.stop();
  }
}

async function startApi(port, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-bench-'));
  const server = await startWeighed(
    [path.join(root, 'apps/api/dist/server.js')],
    {
      API_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '0',
      FEED_ENABLED: 'false',
      // Every client of the benchmark connects from this machine's one address.
      REALTIME_MAX_CONNECTIONS_PER_CLIENT: '1000000',
      REALTIME_API_KEY: API_KEY,
      REALTIME_TOKEN_SECRET: 'bench-realtime-token-secret',
      ...env,
    },
    `http://127.0.0.1:${port}/api/health`,
  ).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...server,
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const target = (api) => ({
  url: `ws://127.0.0.1:${new URL(api.base).port}/connection/websocket`,
  apiBase: api.base,
});
const publishThrough = (api) => (data) =>
  post(`${api.base}/api/realtime/publish`, { channel: CHANNEL, data });

async function singleRun(connections) {
  const api = await startApi(PORT, {});
  try {
    return await run(
      'single',
      'hub',
      [api],
      connections,
      Array(FLEETS).fill(target(api)),
      publishThrough(api),
    );
  } finally {
    await api.stop();
  }
}

async function redisRun(connections) {
  const apis = [];
  try {
    for (const port of [PORT, PORT + 1]) apis.push(await startApi(port, { REDIS_URL }));
    const plan = Array.from({ length: FLEETS }, (_, i) => target(apis[i % 2]));
    return await run('redis', 'hub', apis, connections, plan, publishThrough(apis[0]));
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    // The channel's stream keys (offset, epoch, history) would otherwise wait for their TTL.
    spawnSync('redis-cli', [
      '-u',
      REDIS_URL,
      'DEL',
      `sb:rt:{${CHANNEL}}:meta`,
      `sb:rt:{${CHANNEL}}:history`,
    ]);
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build', '-w', '@sportsbook/api'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('API build failed');
  }
  // One process may hold no more sockets than its open-files limit, which only a privileged
  // process can raise: the single instance gets what the limit leaves, and says so.
  const limit = openFilesHardLimit();
  const single = Math.min(CONNECTIONS, limit - FD_MARGIN);
  if (single < CONNECTIONS) {
    progress(
      `the open-files hard limit is ${limit} per process: one server can hold ${single} connections, not ${CONNECTIONS}`,
    );
  }
  const baseline = await baselineRun(single);
  const subject = await singleRun(single);
  const redis = await redisRun(CONNECTIONS);
  const result = {
    benchmark: 'hub-20k',
    connections_wanted: CONNECTIONS,
    open_files_hard_limit: limit,
    client_processes: FLEETS,
    baseline: { name: `bare ws broadcast, raw ws clients`, ...baseline },
    single: { name: 'one API instance, centrifuge clients', ...subject },
    redis: { name: 'two API instances over Redis, half the clients on each', ...redis },
    ratios: {
      // The hub against the bare broadcast with the same client processes (≤ 1 is slower/heavier).
      deliveries_per_s: round(subject.deliveries_per_s / baseline.deliveries_per_s, 2),
      latency_p99: round(baseline.latency_p99_ms / subject.latency_p99_ms, 2),
      kb_per_connection: round(subject.kb_per_connection / baseline.kb_per_connection, 2),
    },
  };
  // Each run against every target: all connected, nothing lost, memory and latency.
  const checks = Object.entries({ single: subject, redis }).flatMap(([run, figures]) => [
    { name: `${run}_connections`, value: figures.connections, target: CONNECTIONS, at: 'least' },
    { name: `${run}_missing_deliveries`, value: figures.missing_deliveries, target: 0, at: 'most' },
    {
      name: `${run}_kb_per_connection`,
      value: figures.kb_per_connection,
      target: TARGETS.kb_per_connection,
      at: 'most',
    },
    {
      name: `${run}_latency_p99_ms`,
      value: figures.latency_p99_ms,
      target: TARGETS.latency_p99_ms,
      at: 'most',
    },
  ]);
  report(result, checks);
}

// Whatever happens, no server or client process outlives the bench.
const stop = (code) => stopAll().finally(() => process.exit(code));
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));
// A bound on the whole run: a hang fails it rather than holding the machine.
setTimeout(() => {
  console.error('hub-20k: FAILED\n  the run took over 15 minutes');
  void stop(1);
}, 15 * 60_000).unref();
try {
  await main();
} catch (error) {
  console.error(`hub-20k: FAILED\n  ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
process.exit(process.exitCode ?? 0);
