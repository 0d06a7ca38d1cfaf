// GET /api/health requests/s, as a ratio to a bare Fastify hello-world measured in the same run.
import { load } from './lib/load.mjs';
import { API_PORT, BASELINE_PORT, startApi, startHelloWorld } from './lib/servers.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);

const hello = await startHelloWorld();
const baseline = await load(`http://127.0.0.1:${BASELINE_PORT}/`, { duration });
await hello.stop();

const api = await startApi();
const subject = await load(`http://127.0.0.1:${API_PORT}/api/health`, { duration });
await api.stop();

console.log(
  JSON.stringify(
    {
      benchmark: 'health',
      baseline: { name: 'fastify hello-world', ...baseline },
      subject: { name: 'GET /api/health', ...subject },
      ratio: Number((subject.requests_per_s / baseline.requests_per_s).toFixed(3)),
    },
    null,
    2,
  ),
);
