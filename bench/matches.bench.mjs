// GET /api/sb/matches?limit=100 requests/s, as a ratio to a bare Fastify hello-world measured in
// the same run. The API runs its simulated feed (fixed seed) so the catalogue is full and changing.
// Targets: ratio ≥ 0.3 and p99 ≤ 50 ms at 50 connections.
import autocannon from 'autocannon';
import { load } from './lib/load.mjs';
import { startApi, startHelloWorld } from './lib/servers.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const TARGETS = { ratio: 0.3, latency_p99_ms: 50 };
const url = 'http://127.0.0.1:4901/api/sb/matches?limit=100';

/**
 * As lib/load.mjs, but a request that times out (autocannon's 10 s) is counted and reported, not
 * fatal: at this endpoint's latency a few do, and the figures are the point.
 */
async function loadCountingTimeouts(target, seconds, connections = 50) {
  await autocannon({ url: target, connections, duration: 2 });
  const result = await autocannon({ url: target, connections, duration: seconds });
  if (result.non2xx > 0) throw new Error(`${target}: ${result.non2xx} non-2xx answers`);
  return {
    requests_per_s: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    latency_max_ms: result.latency.max,
    timeouts: result.timeouts,
    errors: result.errors,
    connections,
    duration_s: seconds,
  };
}

const hello = await startHelloWorld();
const baseline = await load('http://127.0.0.1:4900/', { duration });
await hello.stop();

const api = await startApi(4901, {
  FEED_ENABLED: 'true',
  FEED_SEED: '20261123',
  RATE_LIMIT_MAX: '0',
});
let subject;
let page;
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
  subject = await loadCountingTimeouts(url, duration);
} finally {
  await api.stop();
}

const ratio = Number((subject.requests_per_s / baseline.requests_per_s).toFixed(3));
console.log(
  JSON.stringify(
    {
      benchmark: 'matches',
      baseline: { name: 'fastify hello-world', ...baseline },
      subject: {
        name: 'GET /api/sb/matches?limit=100',
        matches_total: page.pagination?.total,
        response_kb: Math.round(JSON.stringify(page).length / 1024),
        ...subject,
      },
      ratio,
      targets: TARGETS,
      meets: {
        ratio: ratio >= TARGETS.ratio,
        latency_p99: subject.latency_p99_ms <= TARGETS.latency_p99_ms,
      },
    },
    null,
    2,
  ),
);
