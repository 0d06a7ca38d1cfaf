import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { rawSocket, realtimeEnv, waitFor } from '../../test/realtime';

describe('per-client limits of the real-time hub', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp(
      'pglite',
      realtimeEnv({
        REALTIME_MAX_CONNECTIONS_PER_CLIENT: '3',
        REALTIME_MAX_COMMANDS_PER_SECOND: '5',
      }),
    );
    base = await t.listen();
  });
  afterAll(async () => t.close());

  const connections = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/health' })).json().hub.connections as number;

  it('a client past its connection cap is closed with 3504 (connection limit); a freed place is taken again', async () => {
    const open = [];
    for (let i = 0; i < 3; i++) {
      const socket = await rawSocket(base);
      socket.send({ id: 1, connect: {} });
      expect((await socket.reply(1)).connect).toBeDefined();
      open.push(socket);
    }
    const extra = await rawSocket(base);
    expect(await extra.closed).toEqual({ code: 3504, reason: 'connection limit' });
    expect(await connections()).toBe(3);

    open.shift()!.socket.close();
    await waitFor(() => t.app.realtimeHub.status().connections === 2, 5000, 'a closed connection');
    const again = await rawSocket(base);
    again.send({ id: 1, connect: {} });
    expect((await again.reply(1)).connect).toBeDefined();
    for (const socket of [...open, again]) socket.socket.close();
    await waitFor(() => t.app.realtimeHub.status().connections === 0, 5000, 'all closed');
  });

  it('a connection sending more commands a second than allowed is dropped with 3013 (too many requests)', async () => {
    const polite = await rawSocket(base);
    polite.send({ id: 1, connect: {} }, { id: 2, ping: {} }, { id: 3, ping: {} });
    expect(await polite.reply(3)).toEqual({ id: 3, ping: {} });
    // A reconnect's frame of subscribes is one burst, not a flood.
    const channels = Array.from({ length: 40 }, (_, i) => ({
      id: i + 10,
      subscribe: { channel: `match:${i}` },
    }));
    polite.send(...channels);
    expect((await polite.reply(49)).subscribe).toBeDefined();

    const flood = await rawSocket(base);
    flood.send({ id: 1, connect: {} });
    await flood.reply(1);
    // Past the burst a reconnect may need (connect and a subscribe per channel it may hold).
    const burst = t.app.realtimeHub.commandBurst;
    flood.send(...Array.from({ length: burst + 1 }, (_, i) => ({ id: i + 2, ping: {} })));
    expect(await flood.closed).toEqual({ code: 3013, reason: 'too many requests' });
    // None of the flood was answered; the polite connection is still there.
    expect(flood.messages.some((m) => m.id === 2)).toBe(false);
    polite.send({ id: 4, ping: {} });
    expect(await polite.reply(4)).toEqual({ id: 4, ping: {} });
    expect(polite.socket.readyState).toBe(polite.socket.OPEN);
    polite.socket.close();
  });
});
