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

describe('token refresh: refresh and sub_refresh', () => {
  let t: TestApp;
  let base: string;
  const clients = clientPool();
  const tokens = new RealtimeTokens(TOKEN_SECRET);

  beforeAll(async () => {
    t = await buildTestApp('pglite', realtimeEnv());
    base = await t.listen();
  });
  afterEach(() => clients.closeAll());
  afterAll(async () => t.close());

  it('a connect token with a short exp is refreshed through getToken, and the connection stays', async () => {
    const issued: string[] = [];
    const client = clients.create(base, {
      token: await tokens.connectionToken('42', 2),
      getToken: async () => {
        const token = await tokens.connectionToken('42', 3600);
        issued.push(token);
        return token;
      },
    });
    const drops: number[] = [];
    client.on('disconnected', (ctx) => drops.push(ctx.code));
    client.on('connecting', (ctx) => drops.push(ctx.code));
    const sub = client.newSubscription('match:refresh');
    const data = received(sub);
    sub.subscribe();
    client.connect();
    await sub.ready();
    expect(issued).toEqual([]); // connected with the first token
    drops.length = 0;

    // ttl ≤ 2 s in the connect reply: the client asks getToken and sends refresh, no reconnect.
    await waitFor(() => issued.length === 1, 5000, 'the client to refresh its token');
    await publish(t, 'match:refresh', { after: 'refresh' });
    await waitFor(() => data.length === 1);
    expect(drops).toEqual([]);
    expect(client.state).toBe('connected');
  });

  it('a subscription token with a short exp is refreshed through the subscription getToken', async () => {
    const channel = '$user:42';
    const ttls: number[] = [];
    const client = clients.create(base, { token: await tokens.connectionToken('42', 3600) });
    const sub = client.newSubscription(channel, {
      getToken: async (ctx) => {
        expect(ctx.channel).toBe(channel);
        const ttl = ttls.length === 0 ? 2 : 3600; // the first token runs out soon
        ttls.push(ttl);
        return tokens.subscriptionToken('42', channel, ttl);
      },
    });
    const data = received(sub);
    const unsubscribed: number[] = [];
    sub.on('unsubscribed', (ctx) => unsubscribed.push(ctx.code));
    sub.subscribe();
    client.connect();
    await sub.ready();
    expect(ttls).toEqual([2]);
    await waitFor(() => ttls.length === 2, 5000, 'the subscription to refresh its token');

    await publish(t, channel, { balance: 5 });
    await waitFor(() => data.length === 1);
    expect(unsubscribed).toEqual([]);
    expect(sub.state).toBe('subscribed');
  });

  it('refresh answers {client, expires, ttl}; a token of another user closes with 3500', async () => {
    const raw = await rawSocket(base);
    raw.send({ id: 1, connect: { token: await tokens.connectionToken('42', 10) } });
    const connect = (await raw.reply(1)).connect as { client: string; ttl: number };
    expect(connect).toMatchObject({ expires: true });
    expect(connect.ttl).toBeLessThanOrEqual(10);

    raw.send({ id: 2, refresh: { token: await tokens.connectionToken('42', 600) } });
    const refresh = (await raw.reply(2)).refresh as Record<string, unknown>;
    expect(refresh).toMatchObject({ client: connect.client, expires: true });
    expect(refresh.ttl).toBeGreaterThan(10);

    const past = new RealtimeTokens(TOKEN_SECRET, () => Date.now() - 3600_000);
    raw.send({ id: 3, refresh: { token: await past.connectionToken('42', 60) } });
    expect((await raw.reply(3)).error).toEqual({ code: 109, message: 'token expired' });

    raw.send({ id: 4, refresh: { token: await tokens.connectionToken('43', 600) } });
    expect(await raw.closed).toEqual({ code: 3500, reason: 'invalid token' });
  });

  it('sub_refresh answers {expires, ttl}; a token for another channel or user is refused (103)', async () => {
    const raw = await rawSocket(base);
    const channel = '$user:42';
    raw.send(
      { id: 1, connect: { token: await tokens.connectionToken('42', 600) } },
      { id: 2, subscribe: { channel, token: await tokens.subscriptionToken('42', channel, 5) } },
    );
    expect((await raw.reply(2)).subscribe).toMatchObject({ expires: true });

    raw.send({
      id: 3,
      sub_refresh: { channel, token: await tokens.subscriptionToken('42', channel, 600) },
    });
    const refreshed = (await raw.reply(3)).sub_refresh as { expires: boolean; ttl: number };
    expect(refreshed.expires).toBe(true);
    expect(refreshed.ttl).toBeGreaterThan(5);

    const other = await tokens.subscriptionToken('42', '$user:43', 600);
    raw.send({ id: 4, sub_refresh: { channel, token: other } });
    expect((await raw.reply(4)).error).toMatchObject({ code: 103 });

    const otherUser = await tokens.subscriptionToken('43', channel, 600);
    raw.send({ id: 5, sub_refresh: { channel, token: otherUser } });
    expect((await raw.reply(5)).error).toMatchObject({ code: 103 });

    const past = new RealtimeTokens(TOKEN_SECRET, () => Date.now() - 3600_000);
    raw.send({
      id: 6,
      sub_refresh: { channel, token: await past.subscriptionToken('42', channel, 60) },
    });
    expect((await raw.reply(6)).error).toMatchObject({ code: 109 });

    const notSubscribed = await tokens.subscriptionToken('42', '$user:42:other', 600);
    raw.send({ id: 7, sub_refresh: { channel: '$user:42:other', token: notSubscribed } });
    expect((await raw.reply(7)).error).toMatchObject({ code: 103 });

    raw.send({ id: 8, sub_refresh: { channel } });
    expect((await raw.reply(8)).error).toMatchObject({ code: 107 });
    raw.socket.close();
  });

  it('a subscription token of another user is refused (103) on subscribe', async () => {
    const client = clients.create(base, { token: await tokens.connectionToken('42', 3600) });
    const sub = client.newSubscription('$user:43', {
      token: await tokens.subscriptionToken('43', '$user:43', 3600),
    });
    let code = 0;
    sub.on('unsubscribed', (ctx) => (code = ctx.code));
    sub.subscribe();
    client.connect();
    await waitFor(() => code !== 0, 5000, 'unsubscribed');
    expect(code).toBe(103);
  });
});
