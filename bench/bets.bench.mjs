// POST /api/sb/bets on PostgreSQL with 8 and 64 clients, as a ratio to pgbench TPC-B at the same
// client count, measured in the same run against the same server. Targets: ratio >= 0.5 at 8
// clients, p99 <= 50 ms at 64; the bench fails when one is missed or cannot be measured.
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { apiCall, signUpPlayer } from './lib/players.mjs';
import { psql, withDb } from './lib/postgres.mjs';
import { API_PORT, startApi } from './lib/servers.mjs';
import { report } from './lib/verdict.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const TARGETS = { ratio_at_8: 0.5, latency_p99_ms_at_64: 50 };
const PORT = API_PORT;
const base = `http://127.0.0.1:${PORT}`;
const stamp = Date.now().toString(36);
const appDb = `sb_bench_${stamp}`;
const tpcbDb = `sb_tpcb_${stamp}`;

function pgbench(clients) {
  const run = spawnSync(
    'pgbench',
    ['-c', String(clients), '-j', '2', '-T', String(duration), '-n', withDb(tpcbDb)],
    { encoding: 'utf8' },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
  if (!tps) throw new Error(`pgbench failed: ${run.stderr}`);
  return Math.round(tps);
}

const call = (path, body, cookie) => apiCall(base, path, body, cookie);

/** A funded player who accepts any price (the feed moves prices while the bench runs). */
const player = (i) => signUpPlayer(base, `bench-${stamp}-${i}@example.com`);

async function placeLoad(clients, cookies, selection) {
  let next = 0;
  const body = JSON.stringify({
    meta: { device_id: 'bench' },
    bets: [{ stake: { value: 1, currency: 'EUR' }, selections: [selection] }],
  });
  const result = await autocannon({
    url: `${base}/api/sb/bets`,
    connections: clients,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            'x-app': 'sportsbook',
            cookie: cookies[next++ % cookies.length],
          },
          body,
        }),
      },
    ],
  });
  if (result.errors > 0 || result.non2xx > result.requests.total * 0.01) {
    throw new Error(`placements failed: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return {
    requests_per_s: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
  };
}

psql(`create database ${appDb}`);
psql(`create database ${tpcbDb}`);
const init = spawnSync('pgbench', ['-i', '-s', '10', '-q', withDb(tpcbDb)], { encoding: 'utf8' });
if (init.status !== 0) throw new Error(init.stderr);

const api = await startApi(PORT, {
  DATABASE_URL: withDb(appDb),
  LIVE_BET_DELAY_MS: '0',
  FEED_OUTAGES: 'false',
  // The feed keeps running, on a slow tick, so the catalogue is live without its load in the figures.
  FEED_TICK_MS: process.env.BENCH_FEED_TICK_MS ?? '60000',
  AUTH_RATE_LIMIT_MAX: '100000',
  SEED_DEMO_PLAYERS: 'false',
});
const results = [];
try {
  const matches = await (
    await call('/api/sb/matches?match_status=0&type=match&limit=1&sort_by=start_time')
  ).json();
  const match = matches.data[0];
  const market = match.main_market;
  const selection = {
    match_id: match.id,
    market_id: market.id,
    specifier: market.specifier,
    outcome_id: market.outcomes[0].id,
    odds: market.outcomes[0].odds,
  };
  const cookies = [];
  for (let i = 0; i < 64; i++) cookies.push(await player(i));
  for (const clients of [8, 64]) {
    const baseline = pgbench(clients);
    const subject = await placeLoad(clients, cookies, selection);
    results.push({
      clients,
      baseline: { name: 'pgbench TPC-B', tps: baseline },
      subject: { name: 'POST /api/sb/bets (single, live delay off)', ...subject },
      ratio: Number((subject.requests_per_s / baseline).toFixed(3)),
    });
  }
} finally {
  await api.stop();
  psql(`drop database if exists ${appDb} with (force)`);
  psql(`drop database if exists ${tpcbDb} with (force)`);
}
const at = (clients) => results.find((result) => result.clients === clients);
report({ benchmark: 'bets', duration_s: duration, results }, [
  { name: 'ratio_at_8', value: at(8)?.ratio, target: TARGETS.ratio_at_8, at: 'least' },
  {
    name: 'latency_p99_ms_at_64',
    value: at(64)?.subject.latency_p99_ms,
    target: TARGETS.latency_p99_ms_at_64,
    at: 'most',
  },
]);
