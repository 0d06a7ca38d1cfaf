// HTTP-streaming and SSE transports (server → client); the client's later commands come by /emulation.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Hub } from './hub';
import { disconnectPushFrame, type DisconnectReason } from './protocol';
import { encodeMessage, Encoding, type Transport } from './transport';

class ResponseTransport implements Transport {
  readonly emulation = true;

  constructor(
    readonly name: 'http_stream' | 'sse',
    readonly encoding: Encoding,
    private readonly response: ServerResponse,
  ) {}

  bufferedBytes(): number {
    return this.response.writableLength;
  }

  write(message: Buffer): void {
    if (!this.response.writableEnded) this.response.write(message);
  }

  /** A stream has no close code: the disconnect travels as a push, then the response ends. */
  close(reason: DisconnectReason): void {
    if (this.response.writableEnded) return;
    this.response.end(encodeMessage(disconnectPushFrame(reason), this.encoding));
  }
}

const NO_CACHE = 'private, no-cache, no-store, must-revalidate, max-age=0';

/** Takes the response over from Fastify (keeping the headers its hooks set) and opens a session. */
function openStream(
  hub: Hub,
  reply: FastifyReply,
  name: 'http_stream' | 'sse',
  contentType: string,
) {
  reply.hijack();
  const response = reply.raw;
  const hookHeaders: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) hookHeaders[name] = value;
  }
  response.writeHead(200, {
    ...hookHeaders,
    'Content-Type': contentType,
    'Cache-Control': NO_CACHE,
    'X-Accel-Buffering': 'no',
  });
  const encoding = name === 'sse' ? Encoding.Sse : Encoding.HttpStream;
  const session = hub.open(new ResponseTransport(name, encoding, response), reply.request.ip);
  response.on('close', () => session.transportClosed());
  return { session, response };
}

export async function streamRoutes(base: FastifyInstance, { hub }: { hub: Hub }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  await app.register(async (raw) => {
    // The stream's request body is the connect command, or several commands joined by \n: not one
    // JSON document, so it is read as text.
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/connection/http_stream',
      { schema: { hide: true }, config: { rateLimit: false } },
      async (request, reply) => {
        const { session } = openStream(hub, reply, 'http_stream', 'application/json');
        await session.receive(typeof request.body === 'string' ? request.body : '');
      },
    );
  });

  app.get(
    '/connection/sse',
    {
      schema: { hide: true, querystring: z.object({ cf_connect: z.string().min(1) }) },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const { session, response } = openStream(
        hub,
        reply,
        'sse',
        'text/event-stream; charset=utf-8',
      );
      response.write('\r\n');
      await session.receive(request.query.cf_connect);
    },
  );
}
