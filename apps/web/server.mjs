// The web tier's server: Next.js for the pages, the API's public routes proxied, client identity
// told by us. Run as `node server.mjs [-p PORT] [--dev]`; `npm start` runs it in production.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createProxyServer } from 'httpxy';
import next from 'next';
import {
  clientErrorResponse,
  compileTrust,
  embeddingOrigins,
  hostDemoFile,
  hostDemoOrigins,
  routeOf,
  tellClientIdentity,
} from './server/edge.mjs';

const dir = import.meta.dirname;
const dev = process.argv.includes('--dev');
// Next.js and proxy.ts read it (React's development build needs eval in the policy).
process.env.NODE_ENV = dev ? 'development' : 'production';
const portFlag = process.argv.indexOf('-p');
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : (process.env.WEB_PORT ?? 3000));
process.env.API_ORIGIN ??= `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
const apiOrigin = process.env.API_ORIGIN;

/** Whether the API's OpenAPI page is served through this port too (never by default in production). */
const docs = (process.env.WEB_EXPOSE_DOCS ?? (dev ? 'true' : 'false')) === 'true';
let trust;
try {
  trust = compileTrust(process.env.WEB_TRUST_PROXY);
} catch (error) {
  console.error(`Invalid configuration:\n  WEB_TRUST_PROXY: ${error.message}`);
  process.exit(78);
}

// The site configuration is the API's; a relative SITE_CONFIG_FILE is read from apps/api as the
// API reads it. proxy.ts puts these origins in the pages' frame-ancestors.
const siteConfig = path.resolve(dir, '../api', process.env.SITE_CONFIG_FILE ?? 'site-config.json');
const embedding = embeddingOrigins(siteConfig);
if (embedding.problem) console.warn(`⚠ ${siteConfig}: ${embedding.problem}`);
/**
 * The host page demo (/host-demo): an operator's page embedding the sportsbook from this port's
 * other loopback name. On unless WEB_HOST_DEMO=false; while on, those two loopback origins may
 * frame the pages (only this machine can serve pages on them).
 */
const hostDemo = (process.env.WEB_HOST_DEMO ?? 'true') !== 'false';
const frameOrigins = [...embedding.origins, ...(hostDemo ? hostDemoOrigins(port) : [])];
process.env.WEB_FRAME_ANCESTORS = [...new Set(frameOrigins)].join(' ');

// A request whose headers or body trickle in is cut off with a 408 after REQUEST_TIMEOUT_MS
// (streams and WebSockets are not: their requests are complete once the headers are in). Other API
// calls answer well within it; the proxy waits a little longer, so a client's unfinished body is
// answered as the client's fault (408), not as the API being unavailable (502).
const REQUEST_TIMEOUT_MS = 30_000;
const API_CALL_TIMEOUT_MS = 40_000;
const proxy = createProxyServer({ target: apiOrigin, changeOrigin: true });
proxy.on('error', (error, _req, res) => {
  if (res instanceof http.ServerResponse) {
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'API_UNAVAILABLE', message: 'error.api_unavailable' }));
    } else res.destroy();
  } else res?.destroy();
  if (error.code !== 'ECONNRESET') console.error(`API proxy: ${error.message}`);
});

function notFound(res) {
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code: 'ROUTE_NOT_FOUND', message: 'error.not_found' }));
}

const app = next({ dev, dir, port, hostname: 'localhost' });
await app.prepare();
const handle = app.getRequestHandler();

async function serveHostDemo(req, res) {
  const found = hostDemoFile(req.url ?? '');
  if (!found) return notFound(res);
  const body = await readFile(path.join(dir, 'server/host-demo', found.file));
  // No page may frame the demo's page: it holds a sign-in form and hands tokens on.
  const framing = found.type.startsWith('text/html') ? "; frame-ancestors 'none'" : '';
  res.writeHead(200, {
    'content-type': found.type,
    'cache-control': 'no-cache',
    'content-security-policy': `default-src 'self'; frame-src http: https:; object-src 'none'; base-uri 'self'; img-src 'self' data:${framing}`,
  });
  res.end(body);
}

// Requests past their time are looked for every 5 s (Node's default, 30 s, would double the wait).
const server = http.createServer({ connectionsCheckingInterval: 5_000 }, (req, res) => {
  const route = routeOf(req.url ?? '', { docs, hostDemo });
  tellClientIdentity(req, trust);
  if (route === 'refused') return notFound(res);
  if (route === 'host-demo') {
    serveHostDemo(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
    return;
  }
  if (route === 'api') {
    const streaming = req.url?.startsWith('/connection/');
    // Failures reach the proxy's error listener; the promise is only settled.
    proxy.web(req, res, streaming ? {} : { proxyTimeout: API_CALL_TIMEOUT_MS }).catch(() => {});
    return;
  }
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end('Internal Server Error');
  });
});

server.on('upgrade', (req, socket, head) => {
  socket.on('error', () => socket.destroy());
  const route = routeOf(req.url ?? '', { docs, hostDemo });
  // Next.js's own upgrades (hot reload in development) are its business; it listens as well.
  if (route === 'app' && dev) return;
  tellClientIdentity(req, trust);
  if (route !== 'api') return socket.destroy();
  proxy.ws(req, socket, {}, head).catch(() => socket.destroy());
});

server.headersTimeout = 20_000;
server.requestTimeout = REQUEST_TIMEOUT_MS;
// A request the HTTP parser refuses is answered in the uniform error body, not Node's bare status.
server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Not into a response already under way on this connection (Node's own handler asks the same).
  if (socket.writable && !socket._httpMessage?.headersSent) {
    socket.write(clientErrorResponse(error.code));
  }
  socket.destroy(error);
});

server.listen(port, () => {
  console.log(`  Web app on http://localhost:${port}/sports (API at ${apiOrigin})`);
});

const stop = () => {
  server.close();
  app.close().finally(() => process.exit(0));
  // Open WebSockets and streams would hold the server; the API's clients reconnect elsewhere.
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
