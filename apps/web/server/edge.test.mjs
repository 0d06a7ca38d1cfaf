import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clientErrorResponse,
  compileTrust,
  embeddingOrigins,
  hostDemoFile,
  routeOf,
  tellClientIdentity,
} from './edge.mjs';

describe('which paths the web port passes to the API', () => {
  const production = { docs: false };

  it('passes the public API, the real-time connection paths and the health check', () => {
    for (const url of [
      '/api/sb/matches?sport_key=soccer',
      '/api/platform/users/sign_in',
      '/api/health',
      '/connection/websocket',
      '/connection/http_stream',
      '/emulation',
    ]) {
      expect(routeOf(url, production), url).toBe('api');
    }
  });

  it('refuses the server API and development routes however they are spelled', () => {
    for (const url of [
      '/api/realtime/publish',
      '/api/realtime',
      '/api/sb/dev/feed/matches/1/finish',
      '/api/platform/dev/outbox?to=a@b.c',
      '/api//realtime/publish',
      '/api/Realtime/publish',
      '/api/%72ealtime/publish',
      '/api/sb%2Fdev/realtime/disconnect',
      '/api/sb/../realtime/publish',
      '/api/sb/%2e%2e/realtime/publish',
      '/api\\realtime/publish',
      '/api/%E0%A4%A',
    ]) {
      expect(routeOf(url, production), url).toBe('refused');
    }
  });

  it('serves /docs only when told to (development)', () => {
    expect(routeOf('/docs', production)).toBe('refused');
    expect(routeOf('/docs/static/index.html', production)).toBe('refused');
    expect(routeOf('/docs/json', { docs: true })).toBe('api');
  });

  it('leaves the pages to the app', () => {
    for (const url of ['/sports', '/sports/soccer/x?y=1', '/', '/apiary', '/sports/api/realtime']) {
      expect(routeOf(url, production), url).toBe('app');
    }
  });
});

/** A request as node:http hands it over, from `peer`. */
const request = (peer, headers) => ({ socket: { remoteAddress: peer }, headers: { ...headers } });

describe('client identity told to the API', () => {
  const spoofed = {
    host: 'sportsbook.test',
    'x-forwarded-for': '198.51.100.1, 198.51.100.2',
    'x-real-ip': '198.51.100.3',
    forwarded: 'for=198.51.100.4',
    'cf-connecting-ip': '198.51.100.5',
    'cf-ipcountry': 'MT',
    'x-country': 'DE',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'elsewhere.test',
    cookie: 'kept=1',
  };

  it('from a client: only its own address, no country, the real scheme and host', () => {
    const req = request('203.0.113.7', spoofed);
    tellClientIdentity(req, compileTrust(undefined));
    expect(req.headers).toEqual({
      host: 'sportsbook.test',
      cookie: 'kept=1',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'sportsbook.test',
    });
  });

  it('an IPv4 client on a dual-stack socket is told as IPv4', () => {
    const req = request('::ffff:203.0.113.7', {});
    tellClientIdentity(req, compileTrust(''));
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('loopback is not trusted unless configured: a local client spoofs nothing either', () => {
    const req = request('127.0.0.1', { 'x-forwarded-for': '198.51.100.1', 'x-country': 'FR' });
    tellClientIdentity(req, compileTrust(undefined));
    expect(req.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(req.headers['x-country']).toBeUndefined();
  });

  it('from a trusted proxy (WEB_TRUST_PROXY): the client it names and the country it reports', () => {
    const trust = compileTrust('10.0.0.0/8, loopback');
    const req = request('10.0.0.2', {
      ...spoofed,
      // A client that sent its own header before the proxy appended the real address.
      'x-forwarded-for': '198.51.100.1, 203.0.113.7',
    });
    tellClientIdentity(req, trust);
    expect(req.headers).toMatchObject({
      'x-forwarded-for': '203.0.113.7',
      'cf-ipcountry': 'MT',
      'x-country': 'DE',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'elsewhere.test',
    });
    expect(req.headers['x-real-ip']).toBeUndefined();
    expect(req.headers.forwarded).toBeUndefined();
    expect(req.headers['cf-connecting-ip']).toBeUndefined();
  });
});

describe('the embedding whitelist of the site configuration', () => {
  const withFile = (content, check) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sb-embedding-'));
    const file = path.join(dir, 'site-config.json');
    if (content !== undefined) writeFileSync(file, content);
    try {
      check(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('reads embedding.allowed_origins, leaving out what is not an origin', () => {
    const site = {
      embedding: {
        allowed_origins: [
          'https://casino.example',
          'https://*.partner.example:8443',
          '*',
          "x'; script-src *",
        ],
      },
    };
    withFile(JSON.stringify(site), (file) => {
      const { origins, problem } = embeddingOrigins(file);
      expect(origins).toEqual(['https://casino.example', 'https://*.partner.example:8443', '*']);
      expect(problem).toMatch(/1 entry/);
    });
  });

  it('allows none when the key or the file is missing', () => {
    withFile('{}', (file) => expect(embeddingOrigins(file)).toEqual({ origins: [] }));
    withFile(undefined, (file) => expect(embeddingOrigins(file).origins).toEqual([]));
  });
});

describe('the host page demo', () => {
  it('is served at /host-demo only while it is on, its three files and nothing else', () => {
    expect(routeOf('/host-demo', { docs: false, hostDemo: true })).toBe('host-demo');
    expect(routeOf('/host-demo', { docs: false })).toBe('app');
    expect(hostDemoFile('/host-demo?frame=http://localhost:3000')?.file).toBe('index.html');
    expect(hostDemoFile('/host-demo/host.js')?.file).toBe('host.js');
    expect(hostDemoFile('/host-demo/../server.mjs')).toBeNull();
    expect(hostDemoFile('/host-demo/edge.mjs')).toBeNull();
  });
});

describe('requests the HTTP parser refuses', () => {
  const parse = (/** @type {string} */ raw) => {
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    return { status: head.split(' ')[1], head, body: JSON.parse(body) };
  };

  it('answers each refusal with its status and the uniform error body', () => {
    expect(parse(clientErrorResponse('HPE_HEADER_OVERFLOW'))).toMatchObject({
      status: '431',
      body: { code: 'REQUEST_HEADERS_TOO_LARGE', message: 'error.request.headers_too_large' },
    });
    expect(parse(clientErrorResponse('ERR_HTTP_REQUEST_TIMEOUT'))).toMatchObject({
      status: '408',
      body: { code: 'REQUEST_TIMEOUT', message: 'error.request.timeout' },
    });
    expect(parse(clientErrorResponse('HPE_INVALID_CONSTANT'))).toMatchObject({
      status: '400',
      body: { code: 'BAD_REQUEST', message: 'error.request.bad_request' },
    });
  });

  it('says how long the body is and closes the connection', () => {
    const raw = clientErrorResponse(undefined);
    const { head, body } = parse(raw);
    const length = Number(/Content-Length: (\d+)/.exec(head)?.[1]);
    expect(length).toBe(Buffer.byteLength(JSON.stringify(body)));
    expect(head).toContain('Connection: close');
    expect(head).toContain('Content-Type: application/json');
  });
});
