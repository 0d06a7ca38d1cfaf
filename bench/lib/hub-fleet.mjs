// A fleet of real-time clients in a process of its own, driven by a bench over IPC (`fork`).
//
// `hub` mode: `centrifuge` clients as the web opens them — a connection token from
// POST /api/sb/websocket/token, then a match channel with recovery, positioning and fossil deltas
// (apps/web/src/lib/live/realtime.worker.ts). `ws` mode: raw `ws` sockets of a bare broadcast.
// Every delivery carrying the current phase is counted, and its delay from the publisher's
// timestamp (CLOCK_MONOTONIC, the same clock in every process of the machine) recorded.
//
// Commands: {cmd:'connect', mode, url, apiBase?, channel, count, batch} → {type:'connected', ...};
// {cmd:'phase', phase} → {type:'phase'}; {cmd:'count'} → {type:'count', delivered};
// {cmd:'collect'} → {type:'collected', delivered, latencies, lastAt}; {cmd:'close'} → exit.
import { Centrifuge } from 'centrifuge';
import WebSocket from 'ws';

/** Milliseconds on the machine's monotonic clock. */
const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

const state = { phase: 'idle', delivered: 0, lastAt: 0, latencies: [] };
const clients = [];
let disconnects = 0;

function onData(data) {
  if (data?.phase !== state.phase) return;
  const now = monotonicMs();
  state.delivered += 1;
  state.lastAt = now;
  state.latencies.push(now - data.t);
}

async function connectionToken(apiBase) {
  const res = await fetch(`${apiBase}/api/sb/websocket/token`, { method: 'POST' });
  if (!res.ok) throw new Error(`token request failed: ${res.status}`);
  return (await res.json()).token;
}

async function openHubClient(url, token, channel) {
  const client = new Centrifuge(url, {
    websocket: WebSocket,
    token,
    minReconnectDelay: 500,
    maxReconnectDelay: 20_000,
  });
  const sub = client.newSubscription(channel, {
    recoverable: true,
    positioned: true,
    delta: 'fossil',
  });
  sub.on('publication', (ctx) => onData(ctx.data));
  client.on('disconnected', () => (disconnects += 1));
  clients.push({ close: () => client.disconnect() });
  sub.subscribe();
  client.connect();
  await sub.ready(60_000);
}

async function openRawSocket(url) {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  socket.on('message', (data) => onData(JSON.parse(data.toString())));
  socket.on('close', () => (disconnects += 1));
  clients.push({ close: () => socket.terminate() });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
}

async function connect({ mode, url, apiBase, channel, count, batch }) {
  const started = monotonicMs();
  const token = mode === 'hub' ? await connectionToken(apiBase) : null;
  let ok = 0;
  const failures = [];
  for (let i = 0; i < count; i += batch) {
    const opened = await Promise.allSettled(
      Array.from({ length: Math.min(batch, count - i) }, () =>
        mode === 'hub' ? openHubClient(url, token, channel) : openRawSocket(url),
      ),
    );
    for (const outcome of opened) {
      if (outcome.status === 'fulfilled') ok += 1;
      else if (failures.length < 3)
        failures.push(String(outcome.reason?.message ?? outcome.reason));
    }
  }
  return { ok, failed: count - ok, failures, seconds: (monotonicMs() - started) / 1000 };
}

const send = (message) => process.send?.(message);

process.on('message', async (message) => {
  switch (message.cmd) {
    case 'connect':
      send({ type: 'connected', ...(await connect(message)) });
      break;
    case 'phase':
      state.phase = message.phase;
      state.delivered = 0;
      state.lastAt = 0;
      state.latencies = [];
      send({ type: 'phase' });
      break;
    case 'count':
      send({ type: 'count', delivered: state.delivered, disconnects });
      break;
    case 'collect':
      send({
        type: 'collected',
        delivered: state.delivered,
        lastAt: state.lastAt,
        latencies: state.latencies,
        disconnects,
      });
      break;
    case 'close':
      for (const client of clients) client.close();
      setTimeout(() => process.exit(0), 200);
      break;
  }
});
// The bench went away: nothing left to measure for.
process.on('disconnect', () => process.exit(0));
