import { connect } from 'node:net';
import fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { z } from 'zod';
import errorsPlugin, { clientErrorHandler, HttpError } from './errors';

async function appWithRoutes() {
  const app = fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.get(
    '/items',
    { schema: { querystring: z.object({ limit: z.coerce.number().int().max(500) }) } },
    async () => ({ ok: true }),
  );
  app.post('/items', { schema: { body: z.object({ name: z.string() }) } }, async () => ({}));
  app.get('/refused', async () => {
    throw new HttpError(403, 'FORBIDDEN', 'error.forbidden', { reason: 'test' });
  });
  app.get('/crash', async () => {
    throw new Error('boom: secret detail');
  });
  app.get('/terminated', async () => {
    // What drizzle throws when PostgreSQL ends the connection mid-query (pg_terminate_backend).
    const driverError = Object.assign(
      new Error('terminating connection due to administrator command'),
      { code: '57P01' },
    );
    throw new DrizzleQueryError('select 1', [], driverError);
  });
  app.get('/refused-connection', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
  });
  app.get('/dropped', async () => {
    throw new Error('Connection terminated unexpectedly');
  });
  return app;
}

describe('uniform error body {code, message, data?}', () => {
  it('a validation failure names the parameter', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/items?limit=900' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('error.validation.invalid_request');
    expect(body.data.issues[0]).toMatchObject({ parameter: 'limit', location: 'querystring' });
  });

  it('a body validation failure names the field', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/items', payload: { name: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues[0]).toMatchObject({ parameter: 'name', location: 'body' });
  });

  it('an HttpError keeps its status, code, message id and data', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/refused' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'error.forbidden',
      data: { reason: 'test' },
    });
  });

  it('an unexpected failure is a 500 that leaks nothing', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'global-error.default.title' });
    expect(res.body).not.toContain('secret');
  });

  it('an empty JSON body is refused', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMPTY_JSON_BODY');
  });

  it.each(['/terminated', '/refused-connection', '/dropped'])(
    'a lost database connection (%s) is a 503 DATABASE_UNAVAILABLE, not a 500',
    async (url) => {
      const app = await appWithRoutes();
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        code: 'DATABASE_UNAVAILABLE',
        message: 'global-error.default.title',
      });
    },
  );
});

/** Sends raw bytes to the server and reads everything it answers until it closes. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
  });
}

describe('requests the HTTP parser refuses', () => {
  async function listening() {
    const app = fastify({
      logger: false,
      clientErrorHandler,
      requestTimeout: 300,
      http: { connectionsCheckingInterval: 100, headersTimeout: 300 },
    });
    await app.register(errorsPlugin);
    app.post('/items', async () => ({ ok: true }));
    // A response under way: its headers and part of its body out, the rest later.
    app.get('/stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/plain' });
      reply.raw.write('partial;');
      setTimeout(() => reply.raw.end('done'), 200);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return { app, port: typeof address === 'object' && address ? address.port : 0 };
  }

  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('answers headers too large with the uniform body (431)', async () => {
    const { app, port } = await listening();
    try {
      const answer = await rawExchange(
        port,
        `GET /items HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(70_000)}\r\n\r\n`,
      );
      expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true);
      expect(answer).toContain('Content-Type: application/json');
      expect(bodyOf(answer)).toEqual({
        code: 'REQUEST_HEADERS_TOO_LARGE',
        message: 'error.request.headers_too_large',
      });
    } finally {
      await app.close();
    }
  });

  it('answers a malformed request (length and chunked together) with 400 BAD_REQUEST', async () => {
    const { app, port } = await listening();
    try {
      const answer = await rawExchange(
        port,
        'POST /items HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n' +
          'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      );
      expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
      expect(bodyOf(answer)).toEqual({ code: 'BAD_REQUEST', message: 'error.request.bad_request' });
    } finally {
      await app.close();
    }
  });

  it('writes nothing into a response already under way on the connection', async () => {
    const { app, port } = await listening();
    try {
      // A malformed request sent on the connection while the answer before it is streaming.
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write('GET /stream HTTP/1.1\r\nHost: x\r\n\r\n'),
        );
        let received = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => {
          if (!received.includes('partial;') && (received + chunk).includes('partial;')) {
            socket.write(
              'POST /items HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n' +
                'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
            );
          }
          received += chunk;
        });
        socket.on('close', () => resolve(received));
        socket.on('error', () => {});
      });
      expect(answer.startsWith('HTTP/1.1 200 ')).toBe(true);
      expect(answer).toContain('partial;');
      expect(answer).not.toContain('BAD_REQUEST');
    } finally {
      await app.close();
    }
  });

  it('answers a body that never arrives in full with 408 REQUEST_TIMEOUT', async () => {
    const { app, port } = await listening();
    try {
      const answer = await rawExchange(
        port,
        'POST /items HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"a":1}',
      );
      expect(answer.startsWith('HTTP/1.1 408 ')).toBe(true);
      expect(bodyOf(answer)).toEqual({ code: 'REQUEST_TIMEOUT', message: 'error.request.timeout' });
    } finally {
      await app.close();
    }
  });
});
