// GET /api/sb/matches?limit=100 requests/s, as a ratio to a bare Fastify hello-world measured in
// the same run with the same load generator. The API runs its simulated feed (fixed seed) so the
// catalogue is full and changing. Targets at 50 connections: ratio ≥ 0.5 with compression, ≥ 0.3
// without, p99 ≤ 50 ms; the bench fails when one is missed or cannot be measured.
// The headline figure asks as a browser (and the web server's fetch) does, accepting brotli and
// gzip; an uncompressed run is reported too. Load comes from wrk when installed
// (`apt-get install -y wrk`), else from autocannon, whose own CPU then caps the figure.
import autocannon from 'autocannon';
import { load } from './lib/load.mjs';
import { API_PORT, BASELINE_PORT, startApi, startHelloWorld } from './lib/servers.mjs';
import { report } from './lib/verdict.mjs';
import { hasWrk, wrk } from './lib/wrk.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const TARGETS = { ratio: 0.5, uncompressed_ratio: 0.3, latency_p99_ms: 50 };
const url = `http://127.0.0.1:${API_PORT}/api/sb/matches?limit=100`;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const generator = hasWrk() ? 'wrk' : 'autocannon';

/** As lib/load.mjs, but timeouts are counted and reported rather than fatal. */
async function autocannonLoad(target, seconds, headers = {}, connections = 50) {
  await autocannon({ url: target, connections, duration: 2, headers });
  const result = await autocannon({ url: target, connections, duration: seconds, headers });
  if (result.non2xx > 0) throw new Error(`${target}: ${result.non2xx} non-2xx answers`);
  return {
    requests_per_s: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    timeouts: result.timeouts,
    errors: result.errors,
    connections,
    duration_s: seconds,
  };
}

const measure = (target, headers = {}) =>
  generator === 'wrk'
    ? wrk(target, { duration, headers })
    : autocannonLoad(target, duration, headers);

const hello = await startHelloWorld();
const baseline =
  generator === 'wrk'
    ? wrk(`http://127.0.0.1:${BASELINE_PORT}/`, { duration })
    : await load(`http://127.0.0.1:${BASELINE_PORT}/`, { duration });
await hello.stop();

const api = await startApi(API_PORT, {
  FEED_ENABLED: 'true',
  FEED_SEED: '20261123',
  RATE_LIMIT_MAX: '0',
});
let subject;
let identity;
let page;
let wireKb;
try {
  // The feed fills the catalogue as it starts: wait for a full page.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(url);
    page = await res.json();
    if (res.ok && page.data?.length === 100) break;
    if (Date.now() > deadline) throw new Error(`no full page of matches: ${JSON.stringify(page)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // The feed's first flushes to the database are heavy: let them pass before measuring.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const compressed = await fetch(url, { headers: BROWSER });
  await compressed.arrayBuffer();
  wireKb = Math.round(Number(compressed.headers.get('content-length')) / 1024);
  subject = await measure(url, BROWSER);
  identity = await measure(url);
} finally {
  await api.stop();
}

const ratio = Number((subject.requests_per_s / baseline.requests_per_s).toFixed(3));
const uncompressedRatio = Number((identity.requests_per_s / baseline.requests_per_s).toFixed(3));
report(
  {
    benchmark: 'matches',
    load_generator: generator,
    baseline: { name: 'fastify hello-world', ...baseline },
    subject: {
      name: 'GET /api/sb/matches?limit=100',
      matches_total: page.pagination?.total,
      response_kb: Math.round(JSON.stringify(page).length / 1024),
      accept_encoding: BROWSER['accept-encoding'],
      wire_kb: wireKb,
      ...subject,
    },
    uncompressed: { ...identity, ratio: uncompressedRatio },
    ratio,
  },
  [
    { name: 'ratio', value: ratio, target: TARGETS.ratio, at: 'least' },
    {
      name: 'uncompressed_ratio',
      value: uncompressedRatio,
      target: TARGETS.uncompressed_ratio,
      at: 'least',
    },
    {
      name: 'latency_p99',
      value: subject.latency_p99_ms,
      target: TARGETS.latency_p99_ms,
      at: 'most',
    },
  ],
);
