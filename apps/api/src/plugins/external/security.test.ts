import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { APP_HEADER, signUp } from '../../../test/platform';
import { nulPath } from './security';

describe('nulPath', () => {
  it('finds a NUL in any string value or key, however deep', () => {
    expect(nulPath({ a: [{ b: 'x\u0000y' }] })).toEqual(['a', '0', 'b']);
    expect(nulPath({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(nulPath('\u0000')).toEqual([]);
    expect(nulPath({ a: 'fine', b: [1, null, true] })).toBeNull();
    expect(nulPath(undefined)).toBeNull();
  });
});

describe('requests the database could not store are refused as bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { SEED_DEMO_PLAYERS: 'false', AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => t.close());

  it('a NUL byte in a JSON string field answers 400 with the validation body, on any route', async () => {
    const withNul = {
      stake: 500,
      currency: 'EUR',
      subunits: 100,
      selections: [{ match_id: 1, market_id: 1, specifier: 'total=2.5\u0000', outcome_id: '12' }],
      betType: 'single',
      systemType: null,
      customOdds: null,
      freebetStake: null,
    };
    const share = await t.app.inject({
      method: 'POST',
      url: '/api/sb/bets/share-code',
      headers: APP_HEADER,
      payload: { bets: [withNul] },
    });
    expect(share.statusCode).toBe(400);
    expect(share.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'error.validation.invalid_request',
      data: {
        issues: [
          {
            parameter: 'bets.0.selections.0.specifier',
            location: 'body',
            message: 'must not contain NUL characters',
          },
        ],
      },
    });
    const { client } = await signUp(t.app);
    const profile = await client.request('PATCH', '/api/platform/player', {
      first_name: 'Ada\u0000',
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().code).toBe('VALIDATION_ERROR');
  });

  it('a NUL byte in the query string or a path parameter answers 400 too', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/sb/bets/share-code?code=abc%00def',
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().data.issues[0]).toMatchObject({
      parameter: 'code',
      location: 'querystring',
    });
    const path = await t.app.inject({ method: 'GET', url: '/api/sb/pages/about%00' });
    expect(path.statusCode).toBe(400);
  });
});

describe('a request body that trickles in', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { API_REQUEST_TIMEOUT_MS: '500' });
    port = Number(new URL(await t.listen()).port);
  });
  afterAll(async () => t.close());

  it('is answered 408 and its connection closed once the request timeout is up', async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /api/sb/counters HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"key":',
    );
    // One more byte now and then, never the whole body.
    const drip = setInterval(() => socket.writable && socket.write(' '), 100);
    await closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);
});
