// The web tier is the public door: which paths reach the API, and who the client is.
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Server-to-server and development routes of the API: never reachable through the web port. */
const REFUSED = ['/api/realtime', '/api/sb/dev', '/api/platform/dev'];

/**
 * Where a request goes: `api` (proxied to the API), `app` (Next.js), `host-demo` (the static
 * host page demo) or `refused` (404). The path is judged as the API will read it (percent-decoded,
 * repeated slashes folded, any case), so no spelling of a refused route slips through; one with
 * dot segments is refused outright.
 * @param {string} url the request target, path and query
 * @param {{ docs: boolean, hostDemo?: boolean }} options docs: whether the API's /docs is served
 *   here; hostDemo: whether /host-demo is
 * @returns {'api' | 'app' | 'host-demo' | 'refused'}
 */
export function routeOf(url, { docs, hostDemo = false }) {
  let path;
  try {
    path = decodeURIComponent(url.split('?', 1)[0] ?? '');
  } catch {
    return 'refused';
  }
  if (!path.startsWith('/')) return 'refused';
  path = path
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  const under = (/** @type {string} */ prefix) => path === prefix || path.startsWith(`${prefix}/`);
  if (hostDemo && under('/host-demo')) return 'host-demo';
  const toApi = under('/api') || under('/connection') || path === '/emulation' || under('/docs');
  if (!toApi) return 'app';
  if (/(^|\/)\.\.?(\/|$)/.test(path) || REFUSED.some(under)) return 'refused';
  if (under('/docs')) return docs ? 'api' : 'refused';
  return 'api';
}

/** Headers a client could set to claim another address, country or scheme. */
const CLAIMS = [
  'forwarded',
  'x-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'cf-connecting-ip',
  'true-client-ip',
  'cf-ipcountry',
  'x-country',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
];
/** What a trusted proxy in front of the web tier (a CDN, a TLS terminator) reports and we keep. */
const EDGE_REPORTS = ['cf-ipcountry', 'x-country', 'x-forwarded-proto', 'x-forwarded-host'];

/** 1.2.3.4 rather than ::ffff:1.2.3.4, as a dual-stack socket reports IPv4 peers. */
const plainAddress = (/** @type {string} */ address) => address.replace(/^::ffff:(?=\d+\.)/, '');

/**
 * The proxies trusted in front of the web tier (WEB_TRUST_PROXY: addresses, CIDR ranges,
 * `loopback`…, comma-separated). None by default: the web tier is the edge.
 * @param {string | undefined} list
 * @returns {(address: string, hop: number) => boolean}
 */
export function compileTrust(list) {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length === 0 ? () => false : proxyAddr.compile(entries);
}

/**
 * Replaces whatever the client claims about itself with what the web tier knows: X-Forwarded-For
 * is the peer address, or, from a trusted proxy, the client it names; country, scheme and host
 * headers survive only from a trusted proxy.
 * @param {import('node:http').IncomingMessage} req
 * @param {(address: string, hop: number) => boolean} trust
 */
export function tellClientIdentity(req, trust) {
  const peer = plainAddress(req.socket.remoteAddress ?? '');
  const fromTrustedProxy = peer !== '' && trust(peer, 0);
  const client = fromTrustedProxy ? plainAddress(proxyAddr(req, trust)) : peer;
  /** @type {Record<string, string | string[]>} */
  const reported = {};
  if (fromTrustedProxy) {
    for (const name of EDGE_REPORTS) {
      const value = req.headers[name];
      if (value !== undefined) reported[name] = value;
    }
  }
  for (const name of CLAIMS) delete req.headers[name];
  Object.assign(req.headers, reported);
  req.headers['x-forwarded-for'] = client;
  req.headers['x-forwarded-proto'] ??= 'encrypted' in req.socket ? 'https' : 'http';
  if (req.headers.host) req.headers['x-forwarded-host'] ??= req.headers.host;
}

/**
 * An origin a page may be framed by: scheme://host[:port], the host possibly `*.`-prefixed, or `*`
 * (any page; its messages count only once it handed in a session, see iframe mode).
 */
const ORIGIN = /^(\*|https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?)$/i;

/**
 * The origins allowed to embed the sportsbook in an iframe: `embedding.allowed_origins` of the
 * site configuration. A file that cannot be read allows none (the page can still frame itself).
 * @param {string} file
 * @returns {{ origins: string[], problem?: string }}
 */
export function embeddingOrigins(file) {
  try {
    const site = JSON.parse(readFileSync(file, 'utf8'));
    const listed = site?.embedding?.allowed_origins ?? [];
    if (!Array.isArray(listed))
      return { origins: [], problem: 'embedding.allowed_origins is not a list' };
    const origins = listed.filter((origin) => typeof origin === 'string' && ORIGIN.test(origin));
    const ignored = listed.length - origins.length;
    return ignored === 0
      ? { origins }
      : {
          origins,
          problem: `${ignored} entr${ignored === 1 ? 'y' : 'ies'} of embedding.allowed_origins not an origin`,
        };
  } catch (error) {
    return { origins: [], problem: /** @type {Error} */ (error).message };
  }
}

/** The host page demo's files, by the path they are served at. */
const HOST_DEMO_FILES = {
  '/host-demo': ['index.html', 'text/html; charset=utf-8'],
  '/host-demo/host.js': ['host.js', 'text/javascript; charset=utf-8'],
  '/host-demo/host.css': ['host.css', 'text/css; charset=utf-8'],
};

/**
 * The file of a host demo request, or null (404).
 * @param {string} url
 * @returns {{ file: string, type: string } | null}
 */
export function hostDemoFile(url) {
  const path = (url.split('?', 1)[0] ?? '').replace(/\/$/, '');
  const found = HOST_DEMO_FILES[/** @type {keyof typeof HOST_DEMO_FILES} */ (path)];
  return found ? { file: found[0], type: found[1] } : null;
}

/**
 * The origins the demo host page is served from on this port: it embeds the sportsbook from the
 * other loopback name, so each must be allowed to frame it.
 * @param {number} port
 */
export const hostDemoOrigins = (port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`];

/** The refusals of requests the HTTP parser rejects, in the API's uniform error body. */
const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [431, 'REQUEST_HEADERS_TOO_LARGE', 'error.request.headers_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'error.request.timeout'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'PAYLOAD_TOO_LARGE', 'error.request.payload_too_large'],
};

/**
 * The raw answer to a request the HTTP parser refused (headers too large, trickled in past its
 * time, malformed): the status and the uniform error body, then the connection closes.
 * @param {string | undefined} code the error's code
 * @returns {string}
 */
export function clientErrorResponse(code) {
  const [status, errorCode, message] = CLIENT_ERRORS[
    /** @type {keyof typeof CLIENT_ERRORS} */ (code)
  ] ?? [400, 'BAD_REQUEST', 'error.request.bad_request'];
  const body = JSON.stringify({ code: errorCode, message });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    'X-Content-Type-Options: nosniff\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
}
