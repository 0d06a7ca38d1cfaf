// The web server's error reporting against a local envelope receiver: the spec's /404 rule drops
// a not-found page's transaction, localized or not, and other transactions still go.
import { createServer, type Server } from 'node:http';
import { close, flush, startSpan } from '@sentry/nextjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerReporting } from './sentry-server';

const envelopes: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      envelopes.push(Buffer.concat(chunks).toString());
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  process.env.SENTRY_TRACES_SAMPLE_RATE = '1';
  startServerReporting(`http://testkey@127.0.0.1:${port}/1`);
});

afterAll(async () => {
  await close(2000);
  delete process.env.SENTRY_TRACES_SAMPLE_RATE;
  server.close();
});

describe('error reporting on the web server', () => {
  it('drops the transactions of the /404 page and sends the others', async () => {
    for (const name of ['GET /sports/de/404', 'GET /404', 'GET /sports/live'])
      startSpan({ name, forceTransaction: true }, () => undefined);
    expect(await flush(5000)).toBe(true);
    const sent = envelopes.join('\n');
    expect(sent).toContain('"transaction":"GET /sports/live"');
    expect(sent).not.toContain('/404');
  });
});
