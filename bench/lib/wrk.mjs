// Runs wrk (Debian's `wrk`, C) when it is installed. autocannon turns every response body into a
// string, which makes it the bottleneck for answers of several KB on a two-core machine; wrk only
// counts bytes, so the server under test is what is measured.
import { spawnSync } from 'node:child_process';

export const hasWrk = () =>
  spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;

const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];

function latency(stdout, percentile) {
  const match = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(stdout);
  if (!match) throw new Error(`wrk printed no ${percentile}% latency:\n${stdout}`);
  return Number(toMs(match[1], match[2]).toFixed(2));
}

/** One wrk run (1 thread, `connections` keep-alive connections) after a warm-up. */
export function wrk(url, { connections = 50, duration = 10, warmup = 2, headers = {} } = {}) {
  const args = (seconds) => [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  if (warmup > 0) spawnSync('wrk', args(warmup), { encoding: 'utf8' });
  const run = spawnSync('wrk', args(duration), { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  const out = run.stdout;
  const requests = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  if (non2xx > 0) throw new Error(`${url}: ${non2xx} non-2xx answers under load`);
  return {
    requests_per_s: Math.round(requests),
    latency_p50_ms: latency(out, 50),
    latency_p99_ms: latency(out, 99),
    timeouts: Number(errors?.[4] ?? 0),
    errors: errors ? Number(errors[1]) + Number(errors[2]) + Number(errors[3]) : 0,
    connections,
    duration_s: duration,
  };
}
