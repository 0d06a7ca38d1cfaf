import fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { z } from 'zod';
import errorsPlugin, { HttpError } from './errors';

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
