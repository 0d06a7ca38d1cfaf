// Catalogue answers depend only on the query and the catalogue's revision, so a page is built,
// serialized, tagged and compressed once per revision and then served as bytes to every reader;
// a reader who holds the page already (If-None-Match) gets a 304 without it.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BoundedMap } from '../lib/bounded-map';
import { addVary } from '../lib/vary';

/** Below this size compression costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

export interface JsonPage {
  readonly revision: number;
  readonly body: Buffer;
  /** A weak validator of the body (one for all its encodings), from its bytes. */
  readonly etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

/** A page of a JSON body built now. */
export const jsonPage = (revision: number, json: string): JsonPage => {
  const body = Buffer.from(json);
  const digest = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  return { revision, body, etag: `W/"${digest}"` };
};

export class JsonPageCache {
  private readonly pages = new Map<string, JsonPage>();

  constructor(private readonly maxPages = 256) {}

  /** The page of a key at a revision when it is cached, else undefined. */
  cached(key: string, revision: number): JsonPage | undefined {
    const cached = this.pages.get(key);
    return cached && cached.revision === revision ? cached : undefined;
  }

  /** The page of a key at a revision: cached, or built by `build` (a JSON string) and kept. */
  get(key: string, revision: number, build: () => string): JsonPage {
    const cached = this.cached(key, revision);
    if (cached) return cached;
    const page = jsonPage(revision, build());
    // Oldest first: a full cache drops the page used least recently.
    this.pages.delete(key);
    this.pages.set(key, page);
    if (this.pages.size > this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    return page;
  }
}

/** The compressed encoding a request accepts, by the tokens of Accept-Encoding (q=0 refuses one). */
function acceptedEncoding(header: string): 'br' | 'gzip' | null {
  const accepts = (encoding: 'br' | 'gzip') =>
    header.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      if (token?.trim().toLowerCase() !== encoding) return false;
      return !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    });
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** Browsers send a handful of Accept-Encoding values: each is read once (a bounded few kept). */
const encodings = new BoundedMap<string, 'br' | 'gzip' | null>(64);

function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  let encoding = encodings.get(header);
  if (encoding === undefined) encodings.set(header, (encoding = acceptedEncoding(header)));
  return encoding;
}

/** Whether If-None-Match names the page (weak comparison, as the header asks). */
function holds(request: FastifyRequest, page: JsonPage): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = page.etag.slice(2);
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends a page as JSON, compressed (and the compressed form kept) when the client accepts it, or
 * 304 when the client holds it already.
 */
export function sendJsonPage(request: FastifyRequest, reply: FastifyReply, page: JsonPage) {
  reply.header('content-type', 'application/json; charset=utf-8').header('etag', page.etag);
  addVary(reply, 'Accept-Encoding');
  if (holds(request, page)) return reply.code(304).send();
  let payload = page.body;
  const encoding = page.body.length >= COMPRESS_FROM_BYTES ? encodingFor(request) : null;
  if (encoding === 'br') {
    page.br ??= brotliCompressSync(page.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    payload = page.br;
    reply.header('content-encoding', 'br');
  } else if (encoding === 'gzip') {
    page.gzip ??= gzipSync(page.body, { level: 6 });
    payload = page.gzip;
    reply.header('content-encoding', 'gzip');
  }
  return reply.send(payload);
}
