import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  API_KEY,
  clientPool,
  closeServing,
  publish,
  realtimeEnv,
  received,
  subscribedEvents,
  waitFor,
  wsUrl,
} from '../../test/realtime';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two API instances fanning out through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  const clients = clientPool();
  // Channel names unique to this run: the Redis server may hold streams of earlier runs.
  const run = randomUUID().slice(0, 8);
  let count = 0;
  const channel = () => `match:${run}-${(count += 1)}`;

  beforeAll(async () => {
    const env = realtimeEnv({ REDIS_URL: redisUrl ?? '', REALTIME_HISTORY_SIZE: '10' });
    [a, b] = await Promise.all([buildTestApp('pglite', env), buildTestApp('pglite', env)]);
    [baseA, baseB] = await Promise.all([a.listen(), b.listen()]);
  });
  afterEach(() => clients.closeAll());
  afterAll(async () => {
    await Promise.all([a, b].map((t) => t && closeServing(t)));
  });

  const subscribeOn = async (base: string, name: string) => {
    const client = clients.create(base);
    const sub = client.newSubscription(name);
    const data = received<{ n: number }>(sub);
    sub.subscribe();
    client.connect();
    await sub.ready();
    return data;
  };

  it('health of both instances reports the redis broker', async () => {
    for (const t of [a, b]) {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().hub).toMatchObject({ status: 'ok', broker: 'redis' });
    }
    expect(a.app.realtimeHub.nodeId).not.toBe(b.app.realtimeHub.nodeId);
  });

  it('a publication through instance A reaches clients of A and of B', async () => {
    const name = channel();
    const [onA, onB] = await Promise.all([subscribeOn(baseA, name), subscribeOn(baseB, name)]);
    const { result } = await publish(a, name, { n: 1 });
    expect(result.offset).toBe(1);
    await waitFor(() => onA.length === 1 && onB.length === 1, 5000, 'both clients');
    expect(onA).toEqual([{ n: 1 }]);
    expect(onB).toEqual([{ n: 1 }]);
  });

  it('publications through both instances share one stream: same offsets, same order everywhere', async () => {
    const name = channel();
    const [onA, onB] = await Promise.all([subscribeOn(baseA, name), subscribeOn(baseB, name)]);
    const offsets: number[] = [];
    for (let n = 1; n <= 10; n += 1) {
      offsets.push((await publish(n % 2 ? a : b, name, { n })).result.offset);
    }
    expect(offsets).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await waitFor(() => onA.length === 10 && onB.length === 10, 5000, 'ten publications on both');
    expect(onA.map((d) => d.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(onB).toEqual(onA);
  });

  it('concurrent publishes through both instances still arrive in one order on both', async () => {
    const name = channel();
    const [onA, onB] = await Promise.all([subscribeOn(baseA, name), subscribeOn(baseB, name)]);
    await Promise.all(Array.from({ length: 40 }, (_, n) => publish(n % 2 ? a : b, name, { n })));
    await waitFor(() => onA.length === 40 && onB.length === 40, 5000, 'forty on both');
    expect(onB).toEqual(onA);
    expect(new Set(onA.map((d) => d.n)).size).toBe(40);
  });

  it('an idempotency key is honoured across instances', async () => {
    const name = channel();
    const onB = await subscribeOn(baseB, name);
    const post = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/realtime/publish',
        headers: { 'x-api-key': API_KEY },
        payload: { channel: name, data: { once: true }, idempotency_key: `k-${run}` },
      });
    const first = (await post(a)).json();
    const second = (await post(b)).json();
    expect(second).toEqual(first);
    await publish(b, name, { n: 2 });
    await waitFor(() => onB.length === 2);
    expect(onB).toEqual([{ once: true }, { n: 2 }]);
  });

  it('a client of A that reconnects to B recovers what it missed (the stream lives in Redis)', async () => {
    const name = channel();
    const target = { url: wsUrl(baseA), shut: false };
    class Switchable extends WebSocket {
      constructor(_address: string | URL, protocols?: string | string[]) {
        super(target.shut ? `${target.url}-closed` : target.url, protocols);
      }
    }
    const client = clients.create(baseA, {
      websocket: Switchable,
      minReconnectDelay: 20,
      maxReconnectDelay: 100,
    });
    const sub = client.newSubscription(name, { recoverable: true, positioned: true });
    const data = received<{ n: number }>(sub);
    const subscribed = subscribedEvents(sub);
    sub.subscribe();
    client.connect();
    await sub.ready();
    await publish(a, name, { n: 1 });
    await waitFor(() => data.length === 1);

    target.shut = true;
    for (const socket of a.app.websocketServer.clients) socket.terminate();
    await waitFor(() => client.state === 'connecting', 5000, 'the drop');
    await publish(b, name, { n: 2 });
    await publish(a, name, { n: 3 });
    target.url = wsUrl(baseB);
    target.shut = false;

    await waitFor(() => subscribed.length === 2, 5000, 'the resubscribe on B');
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
    expect(b.app.realtimeHub.status().connections).toBe(1);
    await waitFor(() => data.length === 3);
    expect(data.map((d) => d.n)).toEqual([1, 2, 3]);
  });

  it('history read through either instance is the same', async () => {
    const name = channel();
    for (let n = 1; n <= 3; n += 1) await publish(n === 2 ? b : a, name, { n });
    const [fromA, fromB] = await Promise.all(
      [a, b].map((t) => t.app.realtimeHub.broker.history(name, { limit: 10 })),
    );
    expect(fromA).toEqual(fromB);
    expect(fromA?.publications.map((p) => JSON.parse(p.data))).toEqual([
      { n: 1 },
      { n: 2 },
      { n: 3 },
    ]);
  });

  it('an http_stream session on B is driven by commands POSTed to /emulation on A', async () => {
    const name = channel();
    // The stream lives on B; every later command goes to A, which relays it to B over Redis.
    const client = clients.createOn(baseB, 'http_stream', {
      emulationEndpoint: `${baseA}/emulation`,
    });
    const sub = client.newSubscription(name);
    const data = received<{ n: number }>(sub);
    sub.subscribe();
    client.connect();
    await sub.ready();
    await publish(a, name, { n: 1 });
    await waitFor(() => data.length === 1);
    expect(data).toEqual([{ n: 1 }]);
  });

  it('/emulation for a node no instance runs is a 404', async () => {
    const res = await fetch(`${baseA}/emulation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: randomUUID(), node: randomUUID(), data: '{}' }),
    });
    expect(res.status).toBe(404);
  });
});
