// Catalogue answers depend only on the query and the catalogue's revision, so a page is built,
// serialized and compressed once per revision and then served as bytes to every reader.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this size compression costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

export interface JsonPage {
  readonly revision: number;
  readonly body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

export class JsonPageCache {
  private readonly pages = new Map<string, JsonPage>();

  constructor(private readonly maxPages = 256) {}

  /** The page of a key at a revision: cached, or built by `build` (a JSON string) and kept. */
  get(key: string, revision: number, build: () => string): JsonPage {
    const cached = this.pages.get(key);
    if (cached && cached.revision === revision) return cached;
    const page: JsonPage = { revision, body: Buffer.from(build()) };
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

/** The encodings a request accepts, by the tokens of Accept-Encoding (q=0 refuses one). */
function accepts(request: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  return header.split(',').some((part) => {
    const [token, ...params] = part.trim().split(';');
    if (token?.trim().toLowerCase() !== encoding) return false;
    return !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
  });
}

/** Sends a page as JSON, compressed (and the compressed form kept) when the client accepts it. */
export function sendJsonPage(request: FastifyRequest, reply: FastifyReply, page: JsonPage) {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  let payload = page.body;
  if (page.body.length >= COMPRESS_FROM_BYTES) {
    if (accepts(request, 'br')) {
      page.br ??= brotliCompressSync(page.body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      });
      payload = page.br;
      reply.header('content-encoding', 'br');
    } else if (accepts(request, 'gzip')) {
      page.gzip ??= gzipSync(page.body, { level: 6 });
      payload = page.gzip;
      reply.header('content-encoding', 'gzip');
    }
  }
  return reply.send(payload);
}
