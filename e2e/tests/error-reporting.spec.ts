// Error reporting and widgets as an operator configures them: a web server started here with a
// DSN pointing at an envelope receiver this test runs, and a live chat and push widget whose
// scripts the same receiver serves (there is no internet here).
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './helpers';
import { startWebServer, type WebServer } from './web-server';

interface Received {
  envelopes: string[];
  scripts: string[];
}

/** The envelope receiver and the widgets' script host. */
function startReceiver(received: Received): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const url = request.url ?? '';
    if (request.method === 'GET' && url.endsWith('.js')) {
      received.scripts.push(url);
      const body = url.startsWith('/chat.js')
        ? `window.__fakeChat = (window.__fakeChat || 0) + 1; window.__chatraIdSeen = window.ChatraID;`
        : `for (const run of window.OneSignalDeferred || []) run({ init: (o) => { window.__pushInit = o; } });`;
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST') received.envelopes.push(Buffer.concat(chunks).toString());
      response
        .writeHead(200, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'content-type': 'application/json',
        })
        .end('{}');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

/** Every event of the envelopes: its exception messages, tags, extra data. */
function events(received: Received) {
  return received.envelopes.flatMap((envelope) =>
    envelope
      .split('\n')
      .filter((line) => line.startsWith('{"exception"') || line.includes('"exception":{'))
      .map(
        (line) =>
          JSON.parse(line) as {
            exception: { values: { type: string; value: string }[] };
            tags?: Record<string, string>;
            extra?: Record<string, unknown>;
            environment?: string;
            release?: string;
          },
      ),
  );
}
const messages = (received: Received) =>
  events(received).flatMap((event) => event.exception.values.map((v) => v.value));

/** Error reporting has loaded (after the page loaded and the browser went idle). */
const reportingLoaded = (page: Page) =>
  page.waitForFunction(
    () => typeof (window as { __sbReportError?: unknown }).__sbReportError === 'function',
  );

const received: Received = { envelopes: [], scripts: [] };
let receiver: { server: Server; origin: string };
let web: WebServer;
let base = '';

test.beforeAll(async () => {
  receiver = await startReceiver(received);
  web = await startWebServer({
    SENTRY_DSN: `http://e2epublickey@${receiver.origin.slice('http://'.length)}/1`,
    SENTRY_TRACES_SAMPLE_RATE: '1',
    LIVE_CHAT_TYPE: 'chatra',
    LIVE_CHAT_KEY: 'e2e-chatra-id',
    LIVE_CHAT_SCRIPT_URL: `${receiver.origin}/chat.js`,
    ONESIGNAL_APP_ID: 'e2e-onesignal-app',
    ONESIGNAL_SCRIPT_URL: `${receiver.origin}/push.js`,
  });
  base = web.base;
});
test.afterAll(() => {
  web?.stop();
  receiver?.server.close();
});

test('a thrown error and a failed request reach error reporting; each filtered kind does not', async ({
  page,
}) => {
  // Thrown before the SDK arrives: the head's queue keeps it. So is a script that fails to load.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const broken = document.createElement('script');
      broken.src = '/sports/_next/static/chunks/e2e-missing-script.js';
      document.head.append(broken);
      setTimeout(() => {
        throw new Error('e2e early thrown error');
      });
    });
  });
  // The search read fails on the server's side.
  await page.route('**/api/sb/search?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'global-error.default.title' }),
    }),
  );
  await page.goto(`${base}/sports/search`);
  await reportingLoaded(page);

  const traced = page.waitForRequest(
    (request) => request.url().includes('/api/sb/search') && !!request.headers()['sentry-trace'],
  );
  await page.getByRole('searchbox', { name: 'Search events' }).fill('arsenal');
  await traced; // api/ requests carry the trace headers
  await expect(
    page.getByRole('alert').filter({ hasText: 'Search is not available' }),
  ).toBeVisible();

  await page.evaluate(() => {
    const later = (error: unknown) =>
      setTimeout(() => {
        throw error;
      });
    const skipped = new Error('e2e skipped error');
    Object.defineProperty(skipped, 'skipCapture', { value: true });
    later(skipped);
    const tracking = new Error('e2e tag manager error');
    tracking.stack = `Error: e2e tag manager error\n    at f (https://www.googletagmanager.com/gtm.js?id=GTM-E2E:1:10)`;
    later(tracking);
    const chunk = new Error('Loading chunk 9999 failed.');
    chunk.name = 'ChunkLoadError';
    later(chunk);
    later(new Error('ResizeObserver loop limit exceeded'));
    void Promise.reject(new DOMException('e2e cancelled', 'AbortError'));
    void Promise.reject(new DOMException('e2e timed out', 'TimeoutError'));
    void Promise.reject(new TypeError('Failed to fetch'));
    void Promise.reject(Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }));
  });
  // A last error after the filtered ones: once it arrives, they had their turn.
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('e2e last error');
    }, 50),
  );
  await expect.poll(() => messages(received), { timeout: 15_000 }).toContain('e2e last error');

  const sent = messages(received);
  expect(sent).toContain('e2e early thrown error');
  expect(sent).toContain('500 INTERNAL_ERROR');
  expect(
    sent.filter(
      (m) => m !== 'e2e early thrown error' && m !== '500 INTERNAL_ERROR' && m !== 'e2e last error',
    ),
  ).toEqual([]);

  const failedRead = events(received).find((e) =>
    e.exception.values.some((v) => v.value === '500 INTERNAL_ERROR'),
  );
  expect(failedRead?.extra?.response_url).toContain('/api/sb/search?q=arsenal');
  expect(String(failedRead?.extra?.response_body)).toContain('INTERNAL_ERROR');
  expect(failedRead?.extra).toHaveProperty('request_body', null);
  expect(failedRead?.tags?.runtime).toBe('browser');
  expect(failedRead?.environment).toBe('production');
  expect(failedRead?.release).toMatch(/^sportsbook@/);
});

test('a configured chat and push widget load only after cookies are accepted', async ({ page }) => {
  const before = received.scripts.length;
  await page.goto(`${base}/sports`);
  // Error reporting loads at the moment the widgets would: once it is there, they were held back.
  await reportingLoaded(page);
  expect(received.scripts.slice(before)).toEqual([]);
  expect(await page.evaluate(() => (window as { __fakeChat?: number }).__fakeChat)).toBeUndefined();

  const banner = page.getByRole('region', { name: 'Cookies' });
  await expect(banner).toBeVisible();
  await expectAccessible(page, 'section');
  await banner.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(banner).toBeHidden();

  await expect
    .poll(() => page.evaluate(() => (window as { __fakeChat?: number }).__fakeChat))
    .toBe(1);
  expect(await page.evaluate(() => (window as { __chatraIdSeen?: string }).__chatraIdSeen)).toBe(
    'e2e-chatra-id',
  );
  await expect
    .poll(() => page.evaluate(() => (window as { __pushInit?: unknown }).__pushInit))
    .toEqual({ appId: 'e2e-onesignal-app' });

  // Remembered: the next page loads them without asking again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as { __fakeChat?: number }).__fakeChat))
    .toBe(1);
});
