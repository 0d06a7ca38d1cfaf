import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  clientPool,
  publish,
  rawSocket,
  realtimeEnv,
  received,
  TOKEN_SECRET,
  waitFor,
} from '../../test/realtime';
import { RealtimeTokens } from './tokens';

describe('real-time hub over WebSocket, driven by the real centrifuge client', () => {
  let t: TestApp;
  let base: string;
  const clients = clientPool();

  beforeAll(async () => {
    t = await buildTestApp(
      'pglite',
      // One address opens 300 connections in the wide fan-out's test.
      realtimeEnv({ REALTIME_PING_INTERVAL_S: '1', REALTIME_MAX_CONNECTIONS_PER_CLIENT: '400' }),
    );
    base = await t.listen();
  });
  afterEach(() => {
    clients.closeAll();
    t.app.resolvePlayerId = async () => null;
  });
  afterAll(async () => t.close());

  const tokenFor = async () => {
    const res = await fetch(`${base}/api/sb/websocket/token`, { method: 'POST' });
    return ((await res.json()) as { token: string }).token;
  };

  it('an anonymous client connects without a token, and health counts it', async () => {
    const client = clients.create(base);
    client.connect();
    await client.ready();
    expect(client.state).toBe('connected');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().hub).toMatchObject({ status: 'ok', broker: 'memory', connections: 1 });
  });

  it('a public match channel delivers publications in the order they were published', async () => {
    const client = clients.create(base);
    const sub = client.newSubscription('match:1');
    const data = received<{ n: number }>(sub);
    sub.subscribe();
    client.connect();
    await sub.ready();
    for (let n = 0; n < 20; n += 1) await publish(t, 'match:1', { n });
    await waitFor(() => data.length === 20, 5000, '20 publications');
    expect(data.map((d) => d.n)).toEqual([...Array(20).keys()]);
  });

  it('a burst of publications shares one frame; replies are not held back for it', async () => {
    const name = `match:burst-${Date.now()}`;
    const socket = await rawSocket(base);
    socket.send({ id: 1, connect: {} }, { id: 2, subscribe: { channel: name } });
    await socket.reply(2);
    const before = socket.frames.length;
    // Published one request at a time, as a feed publishes a tick match by match.
    for (let n = 0; n < 5; n++) await publish(t, name, { n });
    socket.send({ id: 3, presence_stats: { channel: name } });
    await waitFor(() => socket.messages.filter((m) => m.push !== undefined).length === 5);
    await socket.reply(3);
    // Five publications and a reply: fewer frames than messages, and the reply arrives.
    expect(socket.frames.slice(before).reduce((a, b) => a + b, 0)).toBe(6);
    expect(socket.frames.length - before).toBeLessThan(6);
    socket.socket.close();
  });

  it('a publication to more connections than one write pass takes reaches every one', async () => {
    // The frames go out 256 connections at a time, the loop taking its I/O between passes.
    const name = `match:wide-${Date.now()}`;
    const sockets = await Promise.all(Array.from({ length: 300 }, () => rawSocket(base)));
    await Promise.all(
      sockets.map(async (socket) => {
        socket.send({ id: 1, connect: {} }, { id: 2, subscribe: { channel: name } });
        await socket.reply(2);
      }),
    );
    await publish(t, name, { n: 1 });
    const got = () => sockets.filter((s) => s.messages.some((m) => m.push !== undefined)).length;
    await waitFor(() => got() === 300, 10_000, 'the publication on all 300 connections');
    for (const socket of sockets) socket.socket.close();
  });

  it('a private $user channel is refused (103) without a subscription token', async () => {
    const client = clients.create(base);
    const sub = client.newSubscription('$user:42');
    let code = 0;
    sub.on('unsubscribed', (ctx) => (code = ctx.code));
    sub.subscribe();
    client.connect();
    await waitFor(() => code !== 0, 5000, 'unsubscribed');
    expect(code).toBe(103);
  });

  it('a private $user channel is joined with a token from /api/sb/websocket/authorize', async () => {
    t.app.resolvePlayerId = async () => '42';
    const client = clients.create(base, { getToken: tokenFor });
    const sub = client.newSubscription('$user:42', {
      getToken: async ({ channel }) => {
        const res = await fetch(`${base}/api/sb/websocket/authorize`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ channels: [channel] }),
        });
        const body = (await res.json()) as { channels: { channel: string; token: string }[] };
        return body.channels.find((entry) => entry.channel === channel)?.token ?? '';
      },
    });
    const data = received(sub);
    sub.subscribe();
    client.connect();
    await sub.ready();
    await publish(t, '$user:42', { event_name: 'balance_changed', message: { balance: 100 } });
    await waitFor(() => data.length === 1);
    expect(data[0]).toEqual({ event_name: 'balance_changed', message: { balance: 100 } });
  });

  it('client publish is refused (103) and an unsupported method is answered 104', async () => {
    const client = clients.create(base);
    client.connect();
    await client.ready();
    await expect(client.publish('match:1', { x: 1 })).rejects.toMatchObject({ code: 103 });
    await expect(client.rpc('anything', {})).rejects.toMatchObject({ code: 104 });
    const raw = await rawSocket(base);
    raw.send({ id: 1, connect: {} }, { id: 2, dance: {} }, { id: 3, presence: { channel: 'a' } });
    expect((await raw.reply(2)).error).toEqual({ code: 104, message: 'method not found' });
    expect((await raw.reply(3)).error).toMatchObject({ code: 104 });
    raw.socket.close();
  });

  it('a first command other than connect closes the connection with 3501', async () => {
    const raw = await rawSocket(base);
    raw.send({ id: 1, subscribe: { channel: 'match:1' } });
    expect(await raw.closed).toEqual({ code: 3501, reason: 'bad request' });
  });

  it('an invalid token disconnects with 3500 and the client does not reconnect', async () => {
    const client = clients.create(base, { token: 'not.a.token', minReconnectDelay: 50 });
    let attempts = 0;
    let code = 0;
    client.on('connecting', () => (attempts += 1));
    client.on('disconnected', (ctx) => (code = ctx.code));
    client.connect();
    await waitFor(() => code !== 0, 5000, 'disconnected');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(code).toBe(3500);
    expect(client.state).toBe('disconnected');
    expect(attempts).toBe(1);
  });

  it('an expired token is answered 109 and the client connects with a fresh one', async () => {
    const past = new RealtimeTokens(TOKEN_SECRET, () => Date.now() - 3600_000);
    let fetched = 0;
    const client = clients.create(base, {
      token: await past.connectionToken('', 60),
      minReconnectDelay: 50,
      getToken: async () => {
        fetched += 1;
        return tokenFor();
      },
    });
    client.connect();
    await client.ready(5000);
    expect(fetched).toBe(1);
  });

  it('server pings keep an idle connection alive (1 s pings and 5 s idle stand in for 25 s and 60 s)', async () => {
    // maxServerPingDelay 1 s: the client would drop the connection 2 s after a missing ping.
    const client = clients.create(base, { maxServerPingDelay: 1000 });
    const sub = client.newSubscription('match:idle');
    const data = received(sub);
    const drops: number[] = [];
    client.on('disconnected', (ctx) => drops.push(ctx.code));
    client.on('connecting', (ctx) => drops.push(ctx.code));
    sub.subscribe();
    client.connect();
    await sub.ready();
    drops.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(drops).toEqual([]);
    expect(client.state).toBe('connected');
    await publish(t, 'match:idle', { still: 'here' });
    await waitFor(() => data.length === 1);
  }, 15_000);

  it('a connection that never answers pings is closed with 3012', async () => {
    const raw = await rawSocket(base);
    raw.send({ id: 1, connect: {} });
    const closed = await raw.closed;
    expect(closed.code).toBe(3012);
    expect(raw.messages.filter((m) => Object.keys(m).length === 0).length).toBeGreaterThan(0);
  });

  it('the connect reply announces pings the client must answer', async () => {
    const raw = await rawSocket(base);
    raw.send({ id: 1, connect: { token: await tokenFor() } });
    expect((await raw.reply(1)).connect).toMatchObject({ ping: 1, pong: true, expires: true });
    raw.socket.close();
  });
});
