import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  clientPool,
  closeServing,
  publish,
  realtimeEnv,
  received,
  waitFor,
} from '../../test/realtime';

type Message = Record<string, unknown>;

/**
 * Reads a streaming response as the client would: newline-delimited JSON (http_stream) or `data:`
 * events (SSE); `messages` fills as they arrive and `ended` resolves when the server ends it.
 */
function readStream(response: Response, format: 'lines' | 'sse') {
  const messages: Message[] = [];
  const raw: string[] = [];
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    const separator = format === 'lines' ? '\n' : '\n\n';
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      const text = decoder.decode(chunk, { stream: true });
      raw.push(text);
      buffer += text.replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf(separator)) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + separator.length);
        const json =
          format === 'lines'
            ? block
            : block
                .split('\n')
                .filter((line) => line.startsWith('data: '))
                .map((line) => line.slice(6))
                .join('\n');
        if (json.trim()) messages.push(JSON.parse(json) as Message);
      }
    }
  })().catch((error: unknown) => {
    // The test aborts the request when it is done: that is no failure.
    if (!(error instanceof Error && error.name === 'AbortError')) throw error;
  });
  return { messages, raw, ended };
}

async function until(messages: Message[], check: (m: Message) => boolean, what: string) {
  await waitFor(() => messages.some(check), 5000, what);
  return messages.find(check) as Message;
}

describe('HTTP-streaming and SSE transports with /emulation', () => {
  let t: TestApp;
  let base: string;
  const clients = clientPool();
  const aborts: AbortController[] = [];

  beforeAll(async () => {
    t = await buildTestApp('pglite', realtimeEnv());
    base = await t.listen();
  });
  afterEach(() => {
    clients.closeAll();
    for (const abort of aborts.splice(0)) abort.abort();
  });
  afterAll(async () => closeServing(t));

  const channel = () => `match:${randomUUID()}`;
  const abortable = () => {
    const abort = new AbortController();
    aborts.push(abort);
    return abort.signal;
  };

  const emulate = (session: string, node: string, ...commands: object[]) =>
    fetch(`${base}/emulation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        session,
        node,
        data: commands.map((c) => JSON.stringify(c)).join('\n'),
      }),
    });

  for (const transport of ['http_stream', 'sse'] as const) {
    it(`the centrifuge client connects, subscribes and receives publications over ${transport}`, async () => {
      const client = clients.createOn(base, transport);
      let connectedOver = '';
      client.on('connected', (ctx) => (connectedOver = ctx.transport));
      const name = channel();
      const sub = client.newSubscription(name);
      const data = received<{ n: number }>(sub);
      sub.subscribe();
      client.connect();
      await sub.ready();
      expect(connectedOver).toBe(transport);

      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().hub).toMatchObject({ connections: 1 });

      for (let n = 1; n <= 5; n += 1) await publish(t, name, { n, text: 'line\nbreak' });
      await waitFor(() => data.length === 5, 5000, 'five publications');
      expect(data).toEqual([1, 2, 3, 4, 5].map((n) => ({ n, text: 'line\nbreak' })));

      // Later commands (here unsubscribe and history) travel through /emulation too.
      const history = await sub.history({ limit: 10 });
      expect(history.publications).toHaveLength(5);
      sub.unsubscribe();
      await publish(t, name, { n: 6 });
      client.disconnect();
      await waitFor(
        () => t.app.realtimeHub.status().connections === 0,
        5000,
        'the hub to notice the stream is gone',
      );
      expect(data).toHaveLength(5);
    });
  }

  it('http_stream: the connect command is the POST body; the reply names session and node', async () => {
    const response = await fetch(`${base}/connection/http_stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 1, connect: {} }),
      signal: abortable(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const stream = readStream(response, 'lines');
    const connect = (await until(stream.messages, (m) => m.id === 1, 'connect reply')).connect as {
      session: string;
      node: string;
      client: string;
    };
    expect(connect.session).toEqual(expect.any(String));
    expect(connect.node).toEqual(expect.any(String));
    expect(connect.session).not.toBe(connect.client);

    const name = channel();
    const posted = await emulate(connect.session, connect.node, {
      id: 2,
      subscribe: { channel: name },
    });
    expect(posted.status).toBe(204);
    await until(stream.messages, (m) => m.id === 2, 'subscribe reply');
    await publish(t, name, { hello: 'stream' });
    const push = await until(stream.messages, (m) => m.push !== undefined, 'publication');
    expect(push).toEqual({
      push: { channel: name, pub: { data: { hello: 'stream' }, offset: 1 } },
    });
  });

  it('sse: the connect command is the cf_connect parameter; messages arrive as data: events', async () => {
    const connect = encodeURIComponent(JSON.stringify({ id: 1, connect: {} }));
    const response = await fetch(`${base}/connection/sse?cf_connect=${connect}`, {
      signal: abortable(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const stream = readStream(response, 'sse');
    const reply = (await until(stream.messages, (m) => m.id === 1, 'connect reply')).connect as {
      session: string;
      node: string;
    };

    const name = channel();
    await emulate(reply.session, reply.node, { id: 2, subscribe: { channel: name } });
    await until(stream.messages, (m) => m.id === 2, 'subscribe reply');
    await publish(t, name, { hello: 'sse' });
    const push = await until(stream.messages, (m) => m.push !== undefined, 'publication');
    expect(push).toEqual({ push: { channel: name, pub: { data: { hello: 'sse' }, offset: 1 } } });
    expect(stream.raw.join('')).toContain('data: {"push"');
  });

  it('sse without cf_connect is a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/connection/sse' });
    expect(res.statusCode).toBe(400);
  });

  it('a stream whose connect token is invalid gets a disconnect push (3500) and ends', async () => {
    const response = await fetch(`${base}/connection/http_stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 1, connect: { token: 'not.a.token' } }),
      signal: abortable(),
    });
    const stream = readStream(response, 'lines');
    await stream.ended;
    expect(stream.messages).toEqual([
      { push: { disconnect: { code: 3500, reason: 'invalid token' } } },
    ]);
  });

  it('/emulation answers 404 for an unknown node and 204 for an unknown session of this node', async () => {
    const unknownNode = await emulate(randomUUID(), randomUUID(), { id: 1, ping: {} });
    expect(unknownNode.status).toBe(404);
    expect(await unknownNode.json()).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });

    const nodeId = t.app.realtimeHub.nodeId;
    const unknownSession = await emulate(randomUUID(), nodeId, { id: 1, ping: {} });
    expect(unknownSession.status).toBe(204);

    const bad = await fetch(`${base}/emulation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: 'x' }),
    });
    expect(bad.status).toBe(400);
  });
});
