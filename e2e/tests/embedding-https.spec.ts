// The sportsbook embedded cross-site over HTTPS, as an operator deploys it: a TLS front (a
// self-signed certificate made here) before a web server and API of this test's own, whose site
// configuration lists the host page's origin. The host page (127.0.0.1) frames the sportsbook
// (localhost): another site, and this browser blocks third-party cookies, so only a
// SameSite=None; Secure; Partitioned cookie is kept in the frame. The host does not integrate (no
// iframe_integration), so the player signs in with the frame's own dialog and the session lives
// in the cookie alone.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Request } from './fixtures';
import { REALTIME_API_KEY } from './helpers';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUp(url: string, child: ChildProcess) {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`${url}: the server exited`);
        return (await fetch(url).catch(() => null))?.status ?? 0;
      },
      { timeout: 120_000 },
    )
    .toBe(200);
}

/** A certificate for localhost and 127.0.0.1, made for this run only. */
function makeCertificate(dir: string) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ]);
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** The head of a request as it goes on to the web server, told it arrived over HTTPS. */
const forwardedHeaders = (req: http.IncomingMessage) => ({
  ...req.headers,
  'x-forwarded-proto': 'https',
  'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
});

/**
 * The TLS front: the operator's page at /operator-page, everything else to the web server (what a
 * CDN or load balancer does in production).
 */
function startTlsFront(
  tls: { key: Buffer; cert: Buffer },
  port: number,
  webPort: number,
): Promise<https.Server> {
  const server = https.createServer(tls, (req, res) => {
    if (req.url === '/operator-page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><title>Operator page</title></head><body>
<h1>Operator page</h1>
<iframe id="sportsbook" title="Sportsbook" src="https://localhost:${port}/sports"
  style="width: 100%; height: 900px; border: 0"></iframe></body></html>`);
      return;
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: webPort,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req),
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  // The real-time connection's WebSocket, passed through as it is.
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const upstream = net.connect(webPort, '127.0.0.1', () => {
      const headers = Object.entries(forwardedHeaders(req)).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`),
      );
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let dir = '';
let api: ChildProcess;
let web: ChildProcess;
let front: https.Server;
let hostPage = '';
let frameOrigin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(path.join(tmpdir(), 'sb-e2e-https-'));
  const [apiPort, webPort, tlsPort] = [await freePort(), await freePort(), await freePort()];
  hostPage = `https://127.0.0.1:${tlsPort}/operator-page`;
  frameOrigin = `https://localhost:${tlsPort}`;

  const site = JSON.parse(readFileSync(path.join(root, 'apps/api/site-config.json'), 'utf8'));
  site.embedding = { allowed_origins: [`https://127.0.0.1:${tlsPort}`] };
  const siteFile = path.join(dir, 'site-config.json');
  writeFileSync(siteFile, JSON.stringify(site));

  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const env = {
    ...inherited,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SITE_CONFIG_FILE: siteFile,
    API_ORIGIN: `http://127.0.0.1:${apiPort}`,
  };
  api = spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...env,
      API_PORT: String(apiPort),
      DATA_DIR: path.join(dir, 'data'),
      FEED_OUTAGES: 'false',
      REALTIME_API_KEY,
    },
    stdio: 'ignore',
  });
  web = spawn(process.execPath, ['server.mjs', '-p', String(webPort)], {
    cwd: path.join(root, 'apps/web'),
    // The TLS front on this machine is believed when it says the request came over HTTPS.
    env: { ...env, WEB_TRUST_PROXY: 'loopback' },
    stdio: 'ignore',
  });
  front = await startTlsFront(makeCertificate(dir), tlsPort, webPort);
  await waitUp(`http://127.0.0.1:${apiPort}/api/health`, api);
  await waitUp(`http://127.0.0.1:${webPort}/sports`, web);
});

test.afterAll(() => {
  front?.close();
  web?.kill('SIGTERM');
  api?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('signed in inside a cross-site frame over HTTPS, the player stays signed in by the cookie', async ({
  browser,
}) => {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1440, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.goto(hostPage);
    const book = page.frameLocator('#sportsbook');
    const frame = () => page.frames().find((f) => f.url().startsWith(`${frameOrigin}/`));
    await expect(book.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
    await expect(frame()!.locator('body')).toHaveAttribute('data-iframe', 'true');

    // This browser blocks third-party cookies: a SameSite=None; Secure cookie alone is not
    // kept in the frame, a Partitioned one is (kept for this host page's site).
    const kept = await frame()!.evaluate(() => {
      document.cookie = 'probe_plain=1; path=/; samesite=none; secure';
      document.cookie = 'probe_partitioned=1; path=/; samesite=none; secure; partitioned';
      return document.cookie;
    });
    expect(kept).not.toContain('probe_plain=1');
    expect(kept).toContain('probe_partitioned=1');

    // The frame's own sign-in dialog: this host hands nothing in.
    await book.getByRole('link', { name: 'Sign in' }).click();
    const dialog = book.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('E-mail or phone').fill('demo@example.com');
    await dialog.getByLabel('Password').fill('demo-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(book.getByTestId('balance')).toContainText(/\d/);

    const session = (await context.cookies(frameOrigin)).find((c) => c.name === 'player_session');
    expect(session).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
    expect(session?.partitionKey).toContain('127.0.0.1');

    // A new visit to the operator's page: the frame's calls carry the cookie, and no token.
    const profileCalls: Request[] = [];
    const onRequest = (request: Request) => {
      if (request.url().startsWith(`${frameOrigin}/api/platform/player`))
        profileCalls.push(request);
    };
    page.on('request', onRequest);
    await page.goto(hostPage);
    await expect(book.getByTestId('balance')).toContainText(/\d/);
    await expect(book.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    page.off('request', onRequest);
    // A call the navigation cut off (from the page being left) has no headers sent to read.
    const answered: Request[] = [];
    for (const request of profileCalls) if (await request.response()) answered.push(request);
    expect(answered.length).toBeGreaterThan(0);
    for (const request of answered) {
      const headers = await request.allHeaders();
      expect(headers.authorization).toBeUndefined();
      expect(headers.cookie).toContain('player_session=');
    }
  } finally {
    await context.close();
  }
});
