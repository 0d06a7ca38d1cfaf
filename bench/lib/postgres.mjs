// The shared PostgreSQL server of a bench: psql on its admin URL, and the URL of one database.
import { spawnSync } from 'node:child_process';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs SQL (a command, or a script on stdin when long); resolves to psql's unaligned output. */
export function psql(sql, url = ADMIN_URL) {
  const run = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAt'], {
    input: sql,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(run.stderr || `psql exited with ${run.status}`);
  return run.stdout;
}

/** The URL of database `name` on the same server. */
export function withDb(name, url = ADMIN_URL) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
