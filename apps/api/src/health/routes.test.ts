import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { databaseKinds } from '../../test/databases';

describe.each(databaseKinds)('health and error bodies on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t.close());

  it('GET /api/health reports the database and the hub', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { status: 'ok', kind },
      hub: { status: 'ok', broker: 'memory', connections: 0 },
    });
  });

  it('an unknown route answers 404 with the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: 'error.not_found',
      data: { method: 'GET', url: '/api/does-not-exist' },
    });
  });

  it('malformed JSON answers 400 with the error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'MALFORMED_JSON', message: 'error.request.malformed_json' });
  });

  it('the OpenAPI document is generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it('answers with security headers, errors and cached catalogue pages alike', async () => {
    const urls = ['/api/health', '/api/sb/matches?limit=1', '/api/sb/matches?limit=1', '/nowhere'];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'x-dns-prefetch-control': 'off',
      });
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
