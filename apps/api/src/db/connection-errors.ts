// Tells a lost or refused connection (PostgreSQL, Redis, the network) from every other failure.

/** SQLSTATEs of a connection the server ended or refused: class 08, shutdown, too many clients. */
const CONNECTION_SQLSTATE = /^(08...|57P0[1-5]|53300)$/;

/**
 * Node's codes for a peer that is gone, unreachable or not answering. On a request's path the
 * database is the only peer waited for (real-time publishing fails on the side and is logged),
 * so they count as the database.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres reports a dropped socket, a broken client and a connect timeout by message only.
const PG_CONNECTION_MESSAGE =
  /^Connection terminated|is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/;

// ioredis: commands on a closed connection, or given up after maxRetriesPerRequest.
const REDIS_CONNECTION_MESSAGE = /^Connection is closed|^Reached the max retries per request/;

export type LostDependency = 'database' | 'redis';

/**
 * Which dependency an error says is unreachable, looking through wrappers (drizzle's
 * DrizzleQueryError keeps the driver's error as `cause`, Node's AggregateError its `errors`);
 * null for any other failure.
 */
export function lostDependency(error: unknown): LostDependency | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || NETWORK_CODES.has(code))) {
      return 'database';
    }
    if (PG_CONNECTION_MESSAGE.test(current.message)) return 'database';
    if (
      current.name === 'MaxRetriesPerRequestError' ||
      REDIS_CONNECTION_MESSAGE.test(current.message)
    ) {
      return 'redis';
    }
    queue.push(current.cause);
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
  return null;
}

/** True when an error only says a connection was lost or refused. */
export const isConnectionError = (error: unknown): boolean => lostDependency(error) !== null;
