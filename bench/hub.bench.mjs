// The real-time hub under 1,000 real `centrifuge` clients on one match channel: deliveries/s,
// publish-to-receive latency and memory per idle connection, against a bare `ws` server
// broadcasting to 1,000 raw `ws` clients measured in the same run. Both servers run in their own
// process and are fed the same way (HTTP POSTs from this process, which also hosts the clients).
//
// Targets: ≥ 50,000 deliveries/s, p99 ≤ 200 ms, ≤ 50 KB per idle connection.
// Env: BENCH_HUB_CLIENTS (1000), BENCH_HUB_BURST (messages of the throughput phase, 200),
// BENCH_HUB_RATE (messages/s of the latency phase; by default half of what the baseline delivered
// in the throughput phase, the same rate for both), BENCH_DURATION (latency phase s, 5),
// BENCH_SKIP_BUILD=1 to use apps/api/dist as it is.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Centrifuge } from 'centrifuge';
import WebSocket from 'ws';

const root = path.resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_HUB_CLIENTS ?? 1000);
const BURST = Number(process.env.BENCH_HUB_BURST ?? 200);
const RATE = process.env.BENCH_HUB_RATE ? Number(process.env.BENCH_HUB_RATE) : null;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const API_KEY = 'bench-realtime-api-key';
const CHANNEL = 'match:1';
const TARGETS = { deliveries_per_s: 50_000, latency_p99_ms: 200, kb_per_connection: 50 };

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not come up`);
}

/** A server in its own process; `pid` and `inspectPort` serve to weigh its memory. */
async function startProcess(args, env, readyUrl) {
  const inspectPort = await freePort();
  const child = spawn(process.execPath, [`--inspect=127.0.0.1:${inspectPort}`, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The server's warnings and errors, without the inspector's banner.
  child.stderr.on('data', (chunk) => {
    const text = chunk
      .toString()
      .split('\n')
      .filter(
        (line) => line && !/^(Debugger (listening|attached|ending)|For help, see)/.test(line),
      );
    if (text.length > 0) process.stderr.write(`${text.join('\n')}\n`);
  });
  try {
    await waitUp(readyUrl);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    pid: child.pid,
    inspectPort,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (value, digits = 1) => Number(value.toFixed(digits));

/**
 * What every client records: deliveries of the current phase and, for the latency phase, the
 * delay from the publisher's timestamp (same process, same clock) to the delivery.
 */
function recorder() {
  const state = { phase: 'idle', delivered: 0, lastAt: 0, latencies: [] };
  return {
    state,
    onData(data) {
      if (data?.phase !== state.phase) return;
      const now = performance.now();
      state.delivered += 1;
      state.lastAt = now;
      if (state.phase === 'latency') state.latencies.push(now - data.t);
    },
    start(phase) {
      state.phase = phase;
      state.delivered = 0;
      state.lastAt = 0;
      state.latencies = [];
    },
  };
}

/** POSTs one message; `body(data)` shapes it for the server measured. */
async function post(url, body, data) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify(body(data)),
  });
  const answer = await res.json();
  if (!res.ok || answer.error) throw new Error(`publish failed: ${JSON.stringify(answer)}`);
}

/** A fixed payload the size of a live-odds update, plus the phase and timestamp. */
const payload = (phase, n) => ({
  phase,
  n,
  t: performance.now(),
  event: 'odds_changed',
  match_id: 1,
  markets: Array.from({ length: 4 }, (_, i) => ({ id: i, odds: [1.85, 3.4, 4.2], status: 1 })),
});

/**
 * Throughput: BURST messages published as fast as the server accepts them (8 in flight);
 * deliveries/s from the first publish to the last delivery. Latency: `rate` messages/s for
 * DURATION_S seconds (null: half the throughput just measured); publish-to-receive p50 and p99
 * over every delivery.
 */
async function measure(publish, rec, rateOrNull) {
  rec.start('burst');
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < BURST) await publish(payload('burst', next++));
    }),
  );
  await waitDeliveries(rec, BURST * CLIENTS);
  const seconds = (rec.state.lastAt - started) / 1000;
  const deliveriesPerS = Math.round(rec.state.delivered / seconds);

  const rate = rateOrNull ?? Math.max(1, Math.floor(deliveriesPerS / CLIENTS / 2));
  rec.start('latency');
  const total = rate * DURATION_S;
  const t0 = performance.now();
  const pending = [];
  for (let n = 0; n < total; n += 1) {
    const due = t0 + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(publish(payload('latency', n)));
  }
  await Promise.all(pending);
  await waitDeliveries(rec, total * CLIENTS);
  const latencies = rec.state.latencies.sort((a, b) => a - b);
  return {
    deliveries_per_s: deliveriesPerS,
    burst_messages: BURST,
    latency_rate_msgs_per_s: rate,
    latency_deliveries_per_s: rate * CLIENTS,
    latency_p50_ms: round(percentile(latencies, 50)),
    latency_p99_ms: round(percentile(latencies, 99)),
    latency_max_ms: round(latencies.at(-1) ?? NaN),
  };
}

async function waitDeliveries(rec, expected, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (rec.state.delivered < expected) {
    if (Date.now() > deadline) {
      throw new Error(`only ${rec.state.delivered} of ${expected} deliveries arrived`);
    }
    await sleep(5);
  }
}

/** Opens `count` connections `batch` at a time. */
async function inBatches(count, batch, open) {
  for (let i = 0; i < count; i += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, count - i) }, (_, j) => open(i + j)));
  }
}

/**
 * A full garbage collection in the server through its inspector (it runs with --inspect on a port
 * of its own): without it, start-up garbage freed at a random moment swamps the figure.
 */
async function collectGarbage(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  for (let id = 1; id <= 2; id += 1) {
    socket.send(JSON.stringify({ id, method: 'HeapProfiler.collectGarbage' }));
    await new Promise((resolve) =>
      socket.on('message', (data) => JSON.parse(data.toString()).id === id && resolve()),
    );
  }
  socket.close();
}

/** RSS after a full GC, once it stops moving (3 samples 500 ms apart within 0.5 %, at most 20 s). */
async function settledRssKb(server) {
  await collectGarbage(server.inspectPort);
  const samples = [rssKb(server.pid)];
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    await sleep(500);
    samples.push(rssKb(server.pid));
    const last = samples.slice(-3);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) <= last[0] * 0.005) break;
  }
  return samples.at(-1);
}

/**
 * Memory per idle connection, marginal: RSS with a first thousand connections open (they absorb
 * start-up garbage collection and warm every code path), then with the measured thousand more.
 * Returns the measured connections' handles and the KB each costs; `open(i)` opens one.
 */
async function connectAndWeigh(server, open, batch) {
  const warm = [];
  await inBatches(CLIENTS, batch, async (i) => warm.push(await open(i, 'match:warm-up')));
  const before = await settledRssKb(server);
  const measured = [];
  await inBatches(CLIENTS, batch, async (i) => measured.push(await open(i, CHANNEL)));
  const after = await settledRssKb(server);
  return { warm, measured, kbPerConnection: round((after - before) / CLIENTS) };
}

async function baselineRun(rate) {
  const port = await freePort();
  const server = await startProcess(
    [path.join(import.meta.dirname, 'lib/ws-broadcast.mjs'), String(port)],
    {},
    `http://127.0.0.1:${port}/`,
  );
  const rec = recorder();
  let sockets = [];
  try {
    const open = async (_i, channel) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
      if (channel === CHANNEL)
        socket.on('message', (data) => rec.onData(JSON.parse(data.toString())));
      sockets.push(socket);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      return socket;
    };
    const { warm, kbPerConnection } = await connectAndWeigh(server, open, 100);
    // The bare server broadcasts to every socket: the warm-up ones leave before the traffic.
    for (const socket of warm) socket.terminate();
    sockets = sockets.filter((socket) => !warm.includes(socket));
    await sleep(1000);
    const figures = await measure(
      (data) => post(`http://127.0.0.1:${port}/publish`, (d) => d, data),
      rec,
      rate,
    );
    return { ...figures, kb_per_connection: kbPerConnection };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

async function hubRun(rate) {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build', '-w', '@sportsbook/api'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('API build failed');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-bench-'));
  const api = await startProcess(
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
    },
    `http://127.0.0.1:${port}/api/health`,
  );
  const base = `http://127.0.0.1:${port}`;
  const rec = recorder();
  const clients = [];
  const rawSockets = [];
  try {
    const open = async (_i, channel) => {
      const client = new Centrifuge(`ws://127.0.0.1:${port}/connection/websocket`, {
        websocket: WebSocket,
      });
      const sub = client.newSubscription(channel);
      if (channel === CHANNEL) sub.on('publication', (ctx) => rec.onData(ctx.data));
      sub.subscribe();
      client.connect();
      clients.push(client);
      await sub.ready(30_000);
      return client;
    };
    const { warm, kbPerConnection } = await connectAndWeigh(api, open, 50);
    // The warm-up clients are on another channel: they stay, idle, as in production.
    const health = await (await fetch(`${base}/api/health`)).json();
    if (health.hub?.connections !== CLIENTS + warm.length) {
      throw new Error(`the hub counts ${health.hub?.connections} connections`);
    }
    const publish = (data) =>
      post(`${base}/api/realtime/publish`, (d) => ({ channel: CHANNEL, data: d }), data);
    const figures = await measure(publish, rec, rate);

    // The same hub and traffic with raw `ws` clients speaking the protocol by hand: what the hub
    // costs without the centrifuge client's own work, which shares this process's core.
    for (const client of clients.splice(CLIENTS)) client.disconnect();
    const raw = recorder();
    await inBatches(CLIENTS, 100, async () => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/connection/websocket`, {
        perMessageDeflate: false,
      });
      rawSockets.push(socket);
      await new Promise((resolve) => {
        socket.on('message', (data) => {
          for (const line of data.toString().split('\n')) {
            if (line === '{}')
              socket.send('{}'); // pong
            else if (line.startsWith('{"push"')) raw.onData(JSON.parse(line).push.pub?.data);
            else if (line.startsWith('{"id":2,')) resolve();
          }
        });
        socket.once('open', () =>
          socket.send(`{"id":1,"connect":{}}\n{"id":2,"subscribe":{"channel":"${CHANNEL}"}}`),
        );
      });
    });
    const rawFigures = await measure(publish, raw, rate);
    return {
      ...figures,
      kb_per_connection: kbPerConnection,
      raw_clients: {
        deliveries_per_s: rawFigures.deliveries_per_s,
        latency_p50_ms: rawFigures.latency_p50_ms,
        latency_p99_ms: rawFigures.latency_p99_ms,
      },
    };
  } finally {
    for (const socket of rawSockets) socket.terminate();
    for (const client of clients) client.disconnect();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const progress = (message) => process.stderr.write(`hub bench: ${message}\n`);

async function main() {
  progress('baseline: bare ws server');
  const baseline = await baselineRun(RATE);
  progress(`baseline done: ${JSON.stringify(baseline)}`);
  progress('subject: the API hub');
  const subject = await hubRun(RATE ?? baseline.latency_rate_msgs_per_s);
  console.log(
    JSON.stringify(
      {
        benchmark: 'hub',
        clients: CLIENTS,
        baseline: { name: `bare ws broadcast to ${CLIENTS} raw ws clients`, ...baseline },
        subject: { name: `hub, ${CLIENTS} centrifuge clients on one channel`, ...subject },
        ratio: round(subject.deliveries_per_s / baseline.deliveries_per_s, 3),
        targets: TARGETS,
        vs_targets: {
          // ≥ 1 meets the target in each case.
          deliveries_per_s: round(subject.deliveries_per_s / TARGETS.deliveries_per_s, 2),
          latency_p99: round(TARGETS.latency_p99_ms / subject.latency_p99_ms, 2),
          memory_per_connection: round(TARGETS.kb_per_connection / subject.kb_per_connection, 2),
        },
      },
      null,
      2,
    ),
  );
  process.exit(0);
}

await main();
