import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  clientPool,
  publish,
  rawSocket,
  realtimeEnv,
  received,
  waitFor,
} from '../../test/realtime';

describe('slow-consumer protection', () => {
  let t: TestApp;
  let base: string;
  const clients = clientPool();

  beforeAll(async () => {
    t = await buildTestApp('pglite', realtimeEnv());
    base = await t.listen();
  });
  afterEach(() => clients.closeAll());
  afterAll(async () => t.close());

  it('a socket that never reads is disconnected as slow (3008); a reading client gets everything', async () => {
    const name = `match:${randomUUID()}`;
    const healthy = clients.create(base);
    const sub = healthy.newSubscription(name);
    const data = received<{ n: number }>(sub);
    sub.subscribe();
    healthy.connect();
    await sub.ready();

    const slow = await rawSocket(base);
    slow.send({ id: 1, connect: {} }, { id: 2, subscribe: { channel: name } });
    await slow.reply(2);
    expect(t.app.realtimeHub.status().connections).toBe(2);
    slow.socket.pause(); // stops reading: the kernel buffers fill, then the server's queue grows

    // 64 KB publications until the hub drops the reader (the queue limit is 1 MB; kernel
    // buffers hold a few MB at most), bounded so a hub that never drops fails the test.
    const payload = 'x'.repeat(64 * 1024);
    let sent = 0;
    while (t.app.realtimeHub.status().connections === 2 && sent < 1000) {
      await publish(t, name, { n: sent, payload });
      sent += 1;
    }
    expect(t.app.realtimeHub.status().connections).toBe(1);

    // Reading again, the slow client finds the close frame after what was queued before it.
    slow.socket.resume();
    expect(await slow.closed).toEqual({ code: 3008, reason: 'slow' });
    const pubs = slow.messages.filter((m) => m.push !== undefined);
    expect(pubs.length).toBeLessThan(sent);

    await waitFor(() => data.length === sent, 10_000, 'every publication on the reading client');
    expect(data.map((d) => d.n)).toEqual([...Array(sent).keys()]);
  }, 60_000);
});
