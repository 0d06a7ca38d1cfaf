import { randomUUID } from 'node:crypto';
import type { Centrifuge } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  clientPool,
  gatedWebSocket,
  publish,
  rawSocket,
  realtimeEnv,
  received,
  subscribedEvents,
  waitFor,
} from '../../test/realtime';

const HISTORY_SIZE = 5;

describe('recovery, fossil delta and history with the real centrifuge client', () => {
  let t: TestApp;
  let base: string;
  const clients = clientPool();

  beforeAll(async () => {
    t = await buildTestApp('pglite', realtimeEnv({ REALTIME_HISTORY_SIZE: String(HISTORY_SIZE) }));
    base = await t.listen();
  });
  afterEach(() => clients.closeAll());
  afterAll(async () => t.close());

  const channel = () => `match:${randomUUID()}`;

  /** A client whose reconnects fail until `reconnect()`: drop it, then act while it is away. */
  const droppable = () => {
    const gate = gatedWebSocket();
    const client = clients.create(base, {
      websocket: gate.WebSocket,
      minReconnectDelay: 20,
      maxReconnectDelay: 100,
    });
    return {
      client,
      /** Terminates every socket server-side (no unsubscribe, no close code: a network drop). */
      async drop() {
        gate.shut();
        for (const socket of t.app.websocketServer.clients) socket.terminate();
        await waitFor(() => client.state === 'connecting', 5000, 'the client to notice the drop');
      },
      reconnect: () => gate.open(),
    };
  };

  const subscribeRecoverable = async (client: Centrifuge, name: string, delta = false) => {
    const sub = client.newSubscription(name, {
      recoverable: true,
      positioned: true,
      ...(delta ? { delta: 'fossil' as const } : {}),
    });
    const data = received<{ n: number }>(sub);
    const subscribed = subscribedEvents(sub);
    sub.subscribe();
    client.connect();
    await sub.ready();
    return { sub, data, subscribed };
  };

  it('recovery after a dropped connection returns the missed publications in order', async () => {
    const name = channel();
    const { client, drop, reconnect } = droppable();
    const { data, subscribed } = await subscribeRecoverable(client, name);
    await publish(t, name, { n: 1 });
    await publish(t, name, { n: 2 });
    await waitFor(() => data.length === 2, 5000, 'the first two publications');

    await drop();
    for (let n = 3; n <= 5; n += 1) await publish(t, name, { n });
    reconnect();

    await waitFor(() => subscribed.length === 2, 5000, 'the resubscribe');
    expect(subscribed[0]).toMatchObject({ wasRecovering: false, recovered: false });
    expect(subscribed[1]).toMatchObject({
      wasRecovering: true,
      recovered: true,
      hasRecoveredPublications: true,
    });
    await waitFor(() => data.length === 5, 5000, 'the missed publications');
    await publish(t, name, { n: 6 });
    await waitFor(() => data.length === 6, 5000, 'the live stream after recovery');
    expect(data.map((d) => d.n)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a client disconnected and connected again recovers what it missed (nothing lost, nothing twice)', async () => {
    const name = channel();
    const client = clients.create(base);
    const { data, subscribed } = await subscribeRecoverable(client, name);
    await publish(t, name, { n: 1 });
    await waitFor(() => data.length === 1);

    client.disconnect(); // keeps the subscription and its position; sends no unsubscribe
    await publish(t, name, { n: 2 });
    await publish(t, name, { n: 3 });
    client.connect();

    await waitFor(() => subscribed.length === 2, 5000, 'the resubscribe');
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
    expect(subscribed[1]?.streamPosition?.epoch).toBe(subscribed[0]?.streamPosition?.epoch);
    await waitFor(() => data.length === 3);
    expect(data.map((d) => d.n)).toEqual([1, 2, 3]);
  });

  it('the development disconnect drops every connection as a restart does; clients come back and recover', async () => {
    const name = channel();
    const gate = gatedWebSocket();
    const client = clients.create(base, { websocket: gate.WebSocket, minReconnectDelay: 20 });
    const { data, subscribed } = await subscribeRecoverable(client, name);
    await publish(t, name, { n: 1 });
    await waitFor(() => data.length === 1);
    const disconnects: number[] = [];
    client.on('disconnected', (ctx) => disconnects.push(ctx.code));
    const states: string[] = [];
    client.on('connecting', (ctx) => states.push(`connecting ${ctx.code}`));

    gate.shut(); // reconnects fail until the gate opens: the publication below is missed
    const dropped = await t.app.inject({ method: 'POST', url: '/api/sb/dev/realtime/disconnect' });
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json<{ disconnected: number }>().disconnected).toBeGreaterThanOrEqual(1);
    await waitFor(() => states.length > 0, 5000, 'the client to hear the shutdown');
    expect(states[0]).toBe('connecting 3001'); // "shutdown": reconnect, never a final disconnect
    await publish(t, name, { n: 2 });
    gate.open();

    await waitFor(() => subscribed.length === 2, 5000, 'the resubscribe');
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
    await waitFor(() => data.length === 2, 5000, 'the missed publication');
    expect(data.map((d) => d.n)).toEqual([1, 2]);
    expect(disconnects).toEqual([]);
  });

  it('a development outage refuses reconnects for its length; afterwards clients recover', async () => {
    const name = channel();
    const client = clients.create(base, { minReconnectDelay: 20, maxReconnectDelay: 100 });
    const { data, subscribed } = await subscribeRecoverable(client, name);
    const states: string[] = [];
    client.on('connecting', (ctx) => states.push(`connecting ${ctx.code}`));
    client.on('connected', () => states.push('connected'));

    const started = Date.now();
    const dropped = await t.app.inject({
      method: 'POST',
      url: '/api/sb/dev/realtime/disconnect?refuse_ms=600',
    });
    expect(dropped.statusCode).toBe(200);
    await waitFor(() => states.length > 0, 5000, 'the client to hear the shutdown');
    await publish(t, name, { n: 1 });
    await waitFor(() => states.includes('connected'), 5000, 'the reconnect after the outage');
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(states[0]).toBe('connecting 3001');
    await waitFor(() => subscribed.length === 2, 5000, 'the resubscribe');
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
    await waitFor(() => data.length === 1, 5000, 'the missed publication');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/sb/dev/realtime/disconnect?refuse_ms=-1',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('recovery with nothing missed succeeds and delivers nothing', async () => {
    const name = channel();
    const { client, drop, reconnect } = droppable();
    const { data, subscribed } = await subscribeRecoverable(client, name);
    await publish(t, name, { n: 1 });
    await waitFor(() => data.length === 1);
    await drop();
    reconnect();
    await waitFor(() => subscribed.length === 2, 5000, 'the resubscribe');
    expect(subscribed[1]).toMatchObject({
      wasRecovering: true,
      recovered: true,
      hasRecoveredPublications: false,
    });
    expect(data).toEqual([{ n: 1 }]);
  });

  it('recovery fails cleanly (recovered false, nothing delivered) when history no longer holds the offset', async () => {
    const name = channel();
    const { client, drop, reconnect } = droppable();
    const { data, subscribed } = await subscribeRecoverable(client, name);
    await publish(t, name, { n: 1 });
    await waitFor(() => data.length === 1);

    await drop();
    // More than the history keeps: publication 2 is gone, so no recovery is possible (never partial).
    for (let n = 2; n <= HISTORY_SIZE + 3; n += 1) await publish(t, name, { n });
    reconnect();

    await waitFor(() => subscribed.length === 2, 5000, 'the resubscribe');
    expect(subscribed[1]).toMatchObject({
      wasRecovering: true,
      recovered: false,
      hasRecoveredPublications: false,
    });
    expect(subscribed[1]?.streamPosition?.offset).toBe(HISTORY_SIZE + 3);
    // The subscription carries on live from the current position.
    await publish(t, name, { n: 100 });
    await waitFor(() => data.length === 2, 5000, 'the next live publication');
    expect(data.map((d) => d.n)).toEqual([1, 100]);
  });

  it('recovery fails cleanly (recovered false) when the epoch changed', async () => {
    const name = channel();
    await publish(t, name, { n: 1 });
    const { result } = await publish(t, name, { n: 2 });
    const client = clients.create(base);
    // A position from another epoch, as a client holds after the stream was lost and restarted.
    const sub = client.newSubscription(name, { since: { offset: 1, epoch: 'lost-epoch' } });
    const data = received<{ n: number }>(sub);
    const subscribed = subscribedEvents(sub);
    sub.subscribe();
    client.connect();
    await sub.ready();
    expect(subscribed[0]).toMatchObject({ wasRecovering: true, recovered: false });
    expect(subscribed[0]?.streamPosition).toEqual({ offset: 2, epoch: result.epoch });

    // The same offset with the right epoch recovers publication 2.
    const again = clients.create(base);
    const right = again.newSubscription(name, { since: { offset: 1, epoch: result.epoch } });
    const recovered = received<{ n: number }>(right);
    const rightSubscribed = subscribedEvents(right);
    right.subscribe();
    again.connect();
    await right.ready();
    expect(rightSubscribed[0]).toMatchObject({ wasRecovering: true, recovered: true });
    await waitFor(() => recovered.length === 1);
    expect(recovered).toEqual([{ n: 2 }]);
    expect(data).toEqual([]);
  });

  it('fossil delta round-trips: every slightly changed object arrives intact', async () => {
    const name = channel();
    const client = clients.create(base);
    const sub = client.newSubscription(name, { delta: 'fossil' });
    const data = received(sub);
    sub.subscribe();
    client.connect();
    await sub.ready();

    const market = (n: number) => ({
      id: 'match-1',
      status: n % 4 === 0 ? 'suspended' : 'open',
      score: { home: Math.floor(n / 3), away: n % 2 },
      selections: Array.from({ length: 12 }, (_, i) => ({
        id: `sel-${i}`,
        name: `Selection number ${i} with a long enough name to make patches pay off`,
        price: i === n % 12 ? 1.5 + n / 100 : 2 + i / 10,
      })),
      note: n === 3 ? 'ünïcödé and "quotes" \\ and emoji 🎾' : null,
    });
    const sent = Array.from({ length: 8 }, (_, n) => market(n));
    for (const payload of sent) await publish(t, name, payload);
    await waitFor(() => data.length === sent.length, 5000, 'every publication');
    expect(data).toEqual(sent);
  });

  it('fossil delta: the subscribe reply agrees and later publications travel as patches', async () => {
    const name = channel();
    const raw = await rawSocket(base);
    raw.send({ id: 1, connect: {} }, { id: 2, subscribe: { channel: name, delta: 'fossil' } });
    expect((await raw.reply(2)).subscribe).toMatchObject({ delta: true });
    const big = { text: 'x'.repeat(500), n: 1 };
    await publish(t, name, big);
    await publish(t, name, { ...big, n: 2 });
    const pubs = () =>
      raw.messages.flatMap((m) => {
        const push = m.push as { pub?: { data: unknown; delta?: boolean } } | undefined;
        return push?.pub ? [push.pub] : [];
      });
    await waitFor(() => pubs().length === 2);
    const [first, second] = pubs();
    expect(first?.delta).toBeUndefined();
    expect(JSON.parse(first?.data as string)).toEqual(big);
    expect(second?.delta).toBe(true);
    expect((second?.data as string).length).toBeLessThan(100);
    raw.socket.close();
  });

  it('fossil delta and recovery together: recovered publications are full, later patches apply to the last', async () => {
    const name = channel();
    const { client, drop, reconnect } = droppable();
    const { data, subscribed } = await subscribeRecoverable(client, name, true);
    const payload = (n: number) => ({
      n,
      padding: 'the same long text in every publication '.repeat(10),
    });
    await publish(t, name, payload(1));
    await publish(t, name, payload(2));
    await waitFor(() => data.length === 2);

    await drop();
    await publish(t, name, payload(3));
    await publish(t, name, payload(4));
    reconnect();
    await waitFor(() => subscribed.length === 2, 5000, 'the resubscribe');
    expect(subscribed[1]).toMatchObject({ recovered: true });
    await publish(t, name, payload(5));
    await publish(t, name, payload(6));
    await waitFor(() => data.length === 6);
    expect(data).toEqual([1, 2, 3, 4, 5, 6].map(payload));
  });

  it('history returns the publications the channel still keeps, oldest first, newest first on reverse', async () => {
    const name = channel();
    for (let n = 1; n <= HISTORY_SIZE + 3; n += 1) await publish(t, name, { n });
    const client = clients.create(base);
    const sub = client.newSubscription(name);
    sub.subscribe();
    client.connect();
    await sub.ready();

    const all = await sub.history({ limit: 100 });
    expect(all.offset).toBe(HISTORY_SIZE + 3);
    expect(all.publications.map((p) => p.data)).toEqual(
      [4, 5, 6, 7, 8].map((n) => ({ n })), // the last HISTORY_SIZE publications
    );
    expect(all.publications.map((p) => p.offset)).toEqual([4, 5, 6, 7, 8]);

    const latest = await sub.history({ limit: 2, reverse: true });
    expect(latest.publications.map((p) => p.data)).toEqual([{ n: 8 }, { n: 7 }]);

    const since = await sub.history({ limit: 10, since: { offset: 6, epoch: all.epoch } });
    expect(since.publications.map((p) => p.data)).toEqual([{ n: 7 }, { n: 8 }]);
  });

  it('history of a channel the client is not subscribed to is refused (103)', async () => {
    const client = clients.create(base);
    client.connect();
    await client.ready();
    await expect(client.history(channel(), { limit: 5 })).rejects.toMatchObject({ code: 103 });
  });
});
