// Runs autocannon and reduces its report to the figures we compare.
import autocannon from 'autocannon';

export async function load(url, { connections = 50, duration = 10, warmup = 2 } = {}) {
  if (warmup > 0) await autocannon({ url, connections, duration: warmup });
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`,
    );
  }
  return {
    requests_per_s: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    connections,
    duration_s: duration,
  };
}
