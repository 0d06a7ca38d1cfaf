import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helper';
import errorReportingPlugin from './error-reporting';
import errorsPlugin, { HttpError } from './errors';

/** A local envelope receiver standing in for the error-reporting service. */
function startReceiver(): Promise<{ server: Server; url: string; envelopes: string[] }> {
  const envelopes: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const gzipped = request.headers['content-encoding'] === 'gzip';
      envelopes.push((gzipped ? gunzipSync(body) : body).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://public@127.0.0.1:${port}/1`, envelopes });
    });
  });
}

describe('error reporting of the API', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let app: ReturnType<typeof fastify>;

  beforeAll(async () => {
    receiver = await startReceiver();
    app = fastify({ logger: false });
    app.decorate('config', testConfig({ SENTRY_DSN: receiver.url }));
    await app.register(errorReportingPlugin);
    await app.register(errorsPlugin);
    app.post('/crash', async () => {
      throw new Error('ledger write failed');
    });
    app.get('/refused', async () => {
      throw new HttpError(403, 'APP_HEADER_REQUIRED', 'error.platform.app_header_required');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    receiver.server.close();
  });

  it('a 500-class failure reaches the receiver with its request; a refusal does not', async () => {
    const refused = await app.inject({ method: 'GET', url: '/refused' });
    expect(refused.statusCode).toBe(403);
    const crash = await app.inject({
      method: 'POST',
      url: '/crash?x=1',
      payload: { stake: 100, password: 'hunter2' },
    });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'global-error.default.title' });

    await expect
      .poll(() => receiver.envelopes.join('\n'), { timeout: 10_000 })
      .toContain('ledger write failed');
    const sent = receiver.envelopes.join('\n');
    expect(sent.split('{"type":"event"}').length).toBe(2); // reported once
    expect(sent).toContain('"request_url":"/crash"');
    expect(sent).toContain('"stake":100');
    expect(sent).not.toContain('hunter2');
    expect(sent).not.toContain('"type":"HttpError"');
    expect(sent).toContain('"environment":"production"');
  });
});
