// Builds the app on a test database for app.inject tests (and real clients, after listen()).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Listens on a free local port (for real WebSocket/HTTP clients); returns http://127.0.0.1:port. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '0',
    FEED_ENABLED: 'false',
    LIVE_BET_DELAY_MS: '0',
    // Tests sweep for settlement when they mean to (the start-up sweep still runs).
    SETTLEMENT_SWEEP_MS: '3600000',
    ...overrides,
  });
}

export async function buildTestApp(
  kind: DatabaseKind = 'pglite',
  env: Record<string, string> = {},
  now?: () => number,
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const app = await buildApp({
    config: testConfig(env),
    database: database.handle,
    ...(now ? { now } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async listen() {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
      return `http://127.0.0.1:${address.port}`;
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
