import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { API_KEY, clientPool, publish, realtimeEnv, received, waitFor } from '../../test/realtime';
import { CentrifugoPublisher } from './centrifugo-publisher';
import { Hub } from './hub';
import { RealtimeError } from './publisher';

const unauthorized = { code: 'UNAUTHORIZED', message: 'error.unauthorized' };

describe('server API: POST /api/realtime/publish and /broadcast', () => {
  let t: TestApp;
  let base: string;
  const clients = clientPool();

  beforeAll(async () => {
    t = await buildTestApp('pglite', realtimeEnv());
    base = await t.listen();
  });
  afterEach(() => clients.closeAll());
  afterAll(async () => t.close());

  const channel = () => `match:${randomUUID()}`;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'x-api-key': API_KEY, ...headers },
      payload: payload as object,
    });

  const subscribed = async (name: string) => {
    const client = clients.create(base);
    const sub = client.newSubscription(name);
    const data = received(sub);
    sub.subscribe();
    client.connect();
    await sub.ready();
    return data;
  };

  for (const url of ['/api/realtime/publish', '/api/realtime/broadcast']) {
    it(`${url} without the API key is 401 with the uniform error body`, async () => {
      const body = { channel: 'match:1', channels: ['match:1'], data: {} };
      const none = await t.app.inject({ method: 'POST', url, payload: body });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual(unauthorized);

      const wrong = await post(url, body, { 'x-api-key': `${API_KEY}-not` });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unauthorized);

      const empty = await post(url, body, { 'x-api-key': '' });
      expect(empty.statusCode).toBe(401);
    });
  }

  it('the key is checked before the body: a bad body without a key is still 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/realtime/publish',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthorized);
  });

  it('publish delivers to subscribers and answers the stream position', async () => {
    const name = channel();
    const data = await subscribed(name);
    const first = await post('/api/realtime/publish', { channel: name, data: { n: 1 } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ result: { offset: 1, epoch: expect.any(String) } });
    const second = await post('/api/realtime/publish', { channel: name, data: [1, 'two', null] });
    expect(second.json().result).toEqual({ offset: 2, epoch: first.json().result.epoch });
    await waitFor(() => data.length === 2);
    expect(data).toEqual([{ n: 1 }, [1, 'two', null]]);
  });

  it('publish also accepts Centrifugo\'s "Authorization: apikey <key>" spelling', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/realtime/publish',
      headers: { authorization: `apikey ${API_KEY}` },
      payload: { channel: channel(), data: 'hello' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.offset).toBe(1);
  });

  it('publish with the same idempotency_key is published once and answers the first position', async () => {
    const name = channel();
    const data = await subscribed(name);
    const body = { channel: name, data: { once: true }, idempotency_key: 'bet-42' };
    const first = await post('/api/realtime/publish', body);
    const again = await post('/api/realtime/publish', body);
    expect(again.json()).toEqual(first.json());
    await post('/api/realtime/publish', { channel: name, data: { after: true } });
    await waitFor(() => data.length === 2);
    expect(data).toEqual([{ once: true }, { after: true }]);
  });

  it('a malformed JSON body is a 400 with the uniform error body', async () => {
    const res = await post('/api/realtime/publish', '{"channel": "match:1",', {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'MALFORMED_JSON', message: 'error.request.malformed_json' });
  });

  // As Centrifugo's server API does (and CentrifugoPublisher expects): a well-formed request the
  // server refuses is answered HTTP 200 with {error: {code: 107, message: 'bad request'}}.
  it.each([
    ['no channel', { data: {} }],
    ['no data', { channel: 'match:1' }],
    ['an empty channel', { channel: '', data: {} }],
    ['a channel with whitespace', { channel: 'match 1', data: {} }],
    ['a channel too long', { channel: 'x'.repeat(256), data: {} }],
    ['a non-string channel', { channel: 42, data: {} }],
    ['an empty idempotency key', { channel: 'match:1', data: {}, idempotency_key: '' }],
  ])('publish with %s is refused with error 107 and publishes nothing', async (_, body) => {
    const res = await post('/api/realtime/publish', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: { code: 107, message: 'bad request' } });
  });

  it.each([
    ['no channels', { data: {} }],
    ['an empty channel list', { channels: [], data: {} }],
    ['no data', { channels: ['match:1'] }],
    [
      'more than 1000 channels',
      { channels: Array.from({ length: 1001 }, (_, i) => `m:${i}`), data: 1 },
    ],
  ])('broadcast with %s is refused with error 107', async (_, body) => {
    const res = await post('/api/realtime/broadcast', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: { code: 107, message: 'bad request' } });
  });

  it('broadcast delivers to every channel and answers each on its own', async () => {
    const [a, b] = [channel(), channel()];
    const [dataA, dataB] = [await subscribed(a), await subscribed(b)];
    const res = await post('/api/realtime/broadcast', {
      channels: [a, 'bad channel', b],
      data: { event: 'market_suspended' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: {
        responses: [
          { result: { offset: 1, epoch: expect.any(String) } },
          { error: { code: 107, message: 'bad request' } },
          { result: { offset: 1, epoch: expect.any(String) } },
        ],
      },
    });
    await waitFor(() => dataA.length === 1 && dataB.length === 1);
    expect(dataA).toEqual([{ event: 'market_suspended' }]);
    expect(dataB).toEqual([{ event: 'market_suspended' }]);
  });

  it('app.realtime is the hub itself when no Centrifugo is configured', () => {
    expect(t.app.realtime).toBeInstanceOf(Hub);
    expect(t.app.realtime).toBe(t.app.realtimeHub);
  });

  it('the test helper publish and the server API agree', async () => {
    const name = channel();
    expect((await publish(t, name, 1)).result.offset).toBe(1);
  });
});

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A stand-in Centrifugo server API: records requests and answers what the test says. */
async function fakeCentrifugo() {
  const requests: Received[] = [];
  let answer: (req: Received) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { result: {} },
  });
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const received = { url: req.url ?? '', headers: req.headers, body: JSON.parse(text) };
      requests.push(received);
      const { status, body } = answer(received);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return {
    url: `http://127.0.0.1:${address.port}/api`,
    requests,
    answer: (fn: typeof answer) => (answer = fn),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('CentrifugoPublisher: the same JSON to a Centrifugo server API', () => {
  let centrifugo: Awaited<ReturnType<typeof fakeCentrifugo>>;

  beforeAll(async () => {
    centrifugo = await fakeCentrifugo();
  });
  afterEach(() => {
    centrifugo.requests.length = 0;
  });
  afterAll(async () => centrifugo.close());

  it('publish POSTs {channel, data, idempotency_key} to <url>/publish with X-API-Key', async () => {
    centrifugo.answer(() => ({ status: 200, body: { result: { offset: 7, epoch: 'abcd' } } }));
    const publisher = new CentrifugoPublisher(`${centrifugo.url}/`, 'centrifugo-key');
    const result = await publisher.publish(
      'match:1',
      { odds: [1.5, 2.5] },
      { idempotencyKey: 'k1' },
    );
    expect(result).toEqual({ offset: 7, epoch: 'abcd' });
    const [request] = centrifugo.requests;
    expect(request?.url).toBe('/api/publish');
    expect(request?.headers['x-api-key']).toBe('centrifugo-key');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      channel: 'match:1',
      data: { odds: [1.5, 2.5] },
      idempotency_key: 'k1',
    });
    await publisher.publish('match:1', 'plain');
    expect(centrifugo.requests[1]?.body).toEqual({ channel: 'match:1', data: 'plain' });
  });

  it('broadcast POSTs {channels, data} to <url>/broadcast and maps each response', async () => {
    centrifugo.answer(() => ({
      status: 200,
      body: {
        result: {
          responses: [
            { result: { offset: 3, epoch: 'e' } },
            { result: {} }, // a channel without history: no offset or epoch
            { error: { code: 102, message: 'unknown channel' } },
          ],
        },
      },
    }));
    const publisher = new CentrifugoPublisher(centrifugo.url, 'centrifugo-key');
    const responses = await publisher.broadcast(['a', 'b', 'c'], { x: 1 });
    expect(centrifugo.requests[0]?.url).toBe('/api/broadcast');
    expect(centrifugo.requests[0]?.body).toEqual({ channels: ['a', 'b', 'c'], data: { x: 1 } });
    expect(responses).toEqual([
      { result: { offset: 3, epoch: 'e' } },
      { result: { offset: 0, epoch: '' } },
      { error: { code: 102, message: 'unknown channel' } },
    ]);
  });

  it('an {error} answer and a failed HTTP status reject with a RealtimeError', async () => {
    const publisher = new CentrifugoPublisher(centrifugo.url, 'centrifugo-key');
    centrifugo.answer(() => ({
      status: 200,
      body: { error: { code: 107, message: 'bad request' } },
    }));
    const refused = publisher.publish('bad channel', {});
    await expect(refused).rejects.toBeInstanceOf(RealtimeError);
    await expect(refused).rejects.toMatchObject({ code: 107, message: 'bad request' });
    centrifugo.answer(() => ({ status: 401, body: {} }));
    await expect(publisher.publish('match:1', {})).rejects.toMatchObject({ code: 100 });
  });

  it("pointed at another instance's /api/realtime, it publishes to that hub's subscribers", async () => {
    const t = await buildTestApp('pglite', realtimeEnv());
    const clients = clientPool();
    try {
      const base = await t.listen();
      const client = clients.create(base);
      const sub = client.newSubscription('match:remote');
      const data = received(sub);
      sub.subscribe();
      client.connect();
      await sub.ready();

      const publisher = new CentrifugoPublisher(`${base}/api/realtime`, API_KEY);
      expect(await publisher.publish('match:remote', { via: 'http' })).toEqual({
        offset: 1,
        epoch: expect.any(String),
      });
      const responses = await publisher.broadcast(['match:remote', 'bad channel'], { n: 2 });
      expect(responses[1]).toEqual({ error: { code: 107, message: 'bad request' } });
      await waitFor(() => data.length === 2);
      expect(data).toEqual([{ via: 'http' }, { n: 2 }]);

      const wrongKey = new CentrifugoPublisher(`${base}/api/realtime`, 'not-the-key');
      await expect(wrongKey.publish('match:remote', {})).rejects.toMatchObject({ code: 100 });
    } finally {
      clients.closeAll();
      await t.close();
    }
  });

  it('an app configured with CENTRIFUGO_API_URL publishes there (app.realtime)', async () => {
    centrifugo.answer(() => ({ status: 200, body: { result: { offset: 1, epoch: 'c' } } }));
    const t = await buildTestApp(
      'pglite',
      realtimeEnv({ CENTRIFUGO_API_URL: centrifugo.url, CENTRIFUGO_API_KEY: 'configured-key' }),
    );
    try {
      expect(t.app.realtime).toBeInstanceOf(CentrifugoPublisher);
      await t.app.realtime.publish('$user:7', { balance: 10 });
      expect(centrifugo.requests.at(-1)).toMatchObject({
        url: '/api/publish',
        headers: { 'x-api-key': 'configured-key' },
        body: { channel: '$user:7', data: { balance: 10 } },
      });
    } finally {
      await t.close();
    }
  });
});
