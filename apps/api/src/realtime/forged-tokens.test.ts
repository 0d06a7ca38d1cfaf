import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { rawSocket } from '../../test/realtime';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DEV_REALTIME_API_KEY, DEV_REALTIME_TOKEN_SECRET } from '../server-secrets';
import { RealtimeTokens } from './tokens';

/** Every secret the source spells out: whoever reads the code knows them. */
const PUBLIC_SECRETS = [DEV_REALTIME_TOKEN_SECRET, DEV_REALTIME_API_KEY];

describe('an API started for production without secrets in its environment', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sb-forged-'));
    database = await createTestDatabase('pglite');
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      FEED_ENABLED: 'false',
      RATE_LIMIT_MAX: '0',
    });
    app = await buildApp({ config, database: database.handle });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(PUBLIC_SECRETS)('refuses a connection token forged with %s', async (secret) => {
    const forged = await new RealtimeTokens(secret).connectionToken('1', 3600);
    const raw = await rawSocket(base);
    raw.send({ id: 1, connect: { token: forged } });
    expect(await raw.closed).toEqual({ code: 3500, reason: 'invalid token' });
  });

  it.each(PUBLIC_SECRETS)(
    "refuses a subscription to another player's channel forged with %s",
    async (secret) => {
      const raw = await rawSocket(base);
      raw.send({ id: 1, connect: {} }); // anonymous
      expect((await raw.reply(1)).connect).toBeDefined();
      const forged = await new RealtimeTokens(secret).subscriptionToken('', '$user:1', 3600);
      raw.send({ id: 2, subscribe: { channel: '$user:1', token: forged } });
      expect((await raw.reply(2)).error).toEqual({ code: 103, message: 'permission denied' });
      raw.socket.close();
    },
  );

  it.each(PUBLIC_SECRETS)('refuses the server API to the key %s', async (key) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/realtime/publish',
      headers: { 'x-api-key': key },
      payload: { channel: '$user:1', data: { event_name: 'balance_changed', message: {} } },
    });
    expect(res.statusCode).toBe(401);
  });

  it('accepts the tokens it issues itself (signed with its generated secret)', async () => {
    const issued = await app.inject({ method: 'POST', url: '/api/sb/websocket/token' });
    const { token } = issued.json<{ token: string }>();
    const raw = await rawSocket(base);
    raw.send({ id: 1, connect: { token } });
    expect((await raw.reply(1)).connect).toMatchObject({ client: expect.any(String) });
    raw.socket.close();
  });
});
