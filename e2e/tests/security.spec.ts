import { createHmac } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { API_URL, REALTIME_API_KEY } from './helpers';
import { startWebServer, type WebServer } from './web-server';

/** The public development values the source spells out (apps/api/src/server-secrets.ts). */
const SOURCE_SECRETS = ['sportsbook-development-realtime-secret', 'sportsbook-development-api-key'];

/** An HS256 JWT signed with `secret`, as anyone who read the source could make one. */
function forgedToken(secret: string, claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** Speaks the real-time protocol from the page, through the web port as the app does. */
function realtimeExchange(page: Page, commands: object[], untilId: number) {
  return page.evaluate(
    ({ commands, untilId }) =>
      new Promise<{ replies: Record<string, unknown>[]; closeCode: number | null }>((resolve) => {
        const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
        const socket = new WebSocket(`${scheme}://${location.host}/connection/websocket`);
        const replies: Record<string, unknown>[] = [];
        const done = (closeCode: number | null) => resolve({ replies, closeCode });
        socket.onopen = () => socket.send(commands.map((c) => JSON.stringify(c)).join('\n'));
        socket.onmessage = (event) => {
          for (const line of String(event.data).split('\n').filter(Boolean)) {
            const reply = JSON.parse(line) as Record<string, unknown>;
            replies.push(reply);
            if (reply.id === untilId) {
              socket.close();
              done(null);
            }
          }
        };
        socket.onclose = (event) => done(event.code);
        setTimeout(() => done(null), 10_000);
      }),
    { commands, untilId },
  );
}

test.describe('secrets: nothing in the source opens the product', () => {
  test('a connection token forged with a secret from the source is refused', async ({ page }) => {
    await page.goto('/sports');
    for (const secret of SOURCE_SECRETS) {
      const token = forgedToken(secret, { sub: '1', exp: Math.floor(Date.now() / 1000) + 600 });
      const { closeCode } = await realtimeExchange(page, [{ id: 1, connect: { token } }], 1);
      expect(closeCode, secret).toBe(3500); // invalid token
    }
  });

  test("a subscription to a player's channel forged with a secret from the source is refused", async ({
    page,
  }) => {
    await page.goto('/sports');
    for (const secret of SOURCE_SECRETS) {
      const token = forgedToken(secret, { sub: '', channel: '$user:1' });
      const { replies } = await realtimeExchange(
        page,
        [
          { id: 1, connect: {} },
          { id: 2, subscribe: { channel: '$user:1', token } },
        ],
        2,
      );
      expect(replies.find((reply) => reply.id === 2)?.error, secret).toEqual({
        code: 103,
        message: 'permission denied',
      });
    }
  });

  test('the real-time server API refuses the key from the source', async ({ request }) => {
    const res = await request.post(`${API_URL}/api/realtime/publish`, {
      headers: { 'x-api-key': 'sportsbook-development-api-key' },
      data: { channel: '$user:1', data: { event_name: 'balance_changed', message: {} } },
    });
    expect(res.status()).toBe(401);
  });
});

test.describe('the web port is the only public door', () => {
  test('server-to-server and development routes answer 404 there', async ({ request }) => {
    const publish = await request.post('/api/realtime/publish', {
      headers: { 'x-api-key': REALTIME_API_KEY },
      data: { channel: 'lang:en', data: { event_name: 'heartbeat', message: {} } },
    });
    expect(publish.status()).toBe(404);
    for (const url of [
      '/api/realtime/broadcast',
      '/api/%72ealtime/publish',
      '/api//realtime/publish',
      '/api/sb/dev/realtime/disconnect',
      '/api/platform/dev/outbox?to=demo@example.com',
      '/docs',
      '/docs/json',
    ]) {
      const res = url.includes('outbox') ? await request.get(url) : await request.post(url);
      expect(res.status(), url).toBe(404);
    }
    // The same key works on the API's own port, where backends publish.
    const direct = await request.post(`${API_URL}/api/realtime/publish`, {
      headers: { 'x-api-key': REALTIME_API_KEY },
      data: { channel: 'lang:en', data: { event_name: 'heartbeat', message: {} } },
    });
    expect(direct.status()).toBe(200);
    // The public API still passes.
    expect((await request.get('/api/health')).status()).toBe(200);
  });

  test('pages carry a nonce Content-Security-Policy and the other security headers', async ({
    page,
    request,
  }) => {
    const res = await request.get('/sports');
    const headers = res.headers();
    const policy = headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Served over plain HTTP here: no HSTS, which would lock a development machine out of HTTP.
    expect(headers['strict-transport-security']).toBeUndefined();
    // Every script of the page carries the response's nonce, and the next response has another.
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = (await request.get('/sports')).headers()['content-security-policy'];
    expect(again).not.toContain(nonce);

    // The browser runs the page under it without a single violation, live connection included.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const socket = page.waitForEvent('websocket');
    await page.goto('/sports/live');
    expect((await socket).url()).toContain('/connection/websocket');
    await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
    expect(violations).toEqual([]);
  });
});

test.describe('client identity through a web tier as shipped (no trusted proxy)', () => {
  // The suite's product believes the tests' country headers (they stand where a CDN would);
  // this web server runs on the defaults a deployment gets, in front of the same API.
  let web: WebServer;
  let base = '';

  test.beforeAll(async () => {
    web = await startWebServer({ WEB_TRUST_PROXY: undefined });
    base = web.base;
  });
  test.afterAll(() => {
    web?.stop();
  });

  test('a spoofed country header changes nothing', async ({ request, page }) => {
    const spoofed = { 'X-Country': 'FR', 'CF-IPCountry': 'US' }; // both blocked by the site
    const system = await request.get(`${base}/api/sb/system`, { headers: spoofed });
    expect((await system.json()).user_country).toEqual({ code: 'MT', blocked: false });
    await page.setExtraHTTPHeaders(spoofed);
    await page.goto(`${base}/sports`);
    await expect(page.locator('body')).toHaveAttribute('data-country', '');
    await expect(page).not.toHaveURL(/blocked/);
  });

  test('a spoofed X-Forwarded-For changes nothing: the API counts the real peer', async ({
    request,
  }) => {
    // The global rate limit keys on the client the API sees. Were a new X-Forwarded-For a new
    // client, each answer would start a fresh count (all equal); it is one client, counting down
    // (a window that happens to end in between restarts the count once at most).
    const remaining: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const res = await request.get(`${base}/api/sb/system`, {
        headers: {
          'X-Forwarded-For': `198.51.100.${i}`,
          'X-Real-IP': `198.51.100.${i}`,
          Forwarded: `for=198.51.100.${i}`,
        },
      });
      expect(res.status()).toBe(200);
      remaining.push(Number(res.headers()['x-ratelimit-remaining']));
    }
    const decreases = remaining.filter((value, i) => i > 0 && value < remaining[i - 1]!).length;
    expect(decreases, `x-ratelimit-remaining: ${remaining.join(', ')}`).toBeGreaterThanOrEqual(2);
  });
});
