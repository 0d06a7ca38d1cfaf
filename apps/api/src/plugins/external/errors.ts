// Every 4xx/5xx leaves the API as {code, message, data?}; message is a message id the UI localizes.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@sportsbook/contracts';
import { lostDependency } from '../../db/connection-errors';

/** An error a route throws on purpose; it becomes the uniform error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string, id: string | number) =>
  new HttpError(404, 'NOT_FOUND', 'error.not_found', { resource: what, id });

/** Seconds a client is asked to wait before retrying while a dependency is unreachable. */
const RETRY_AFTER_S = 5;

function toErrorBody(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.data) body.data = error.data;
    return { status: error.statusCode, body };
  }
  // A lost connection is an outage the pool recovers from by itself, not a defect: 503, retry.
  const lost = lostDependency(error);
  if (lost) {
    return {
      status: 503,
      body: {
        code: lost === 'database' ? 'DATABASE_UNAVAILABLE' : 'SERVICE_UNAVAILABLE',
        message: 'global-error.default.title',
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => {
      const zodPath = (issue.params as { issue?: { path?: PropertyKey[] } }).issue?.path ?? [];
      const fromPointer = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const path = fromPointer || zodPath.map(String).join('.');
      // Query and path parameters are named as sent (match_status, not match_status.0).
      const inUrl =
        error.validationContext === 'querystring' || error.validationContext === 'params';
      return {
        parameter: inUrl ? (path.split('.')[0] ?? path) : path,
        location: error.validationContext ?? 'request',
        message: issue.message,
      };
    });
    return {
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'error.validation.invalid_request',
        data: { issues },
      },
    };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return {
      status: 400,
      body: { code: 'MALFORMED_JSON', message: 'error.request.malformed_json' },
    };
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return {
      status: 400,
      body: { code: 'EMPTY_JSON_BODY', message: 'error.request.empty_json_body' },
    };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return {
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'error.request.payload_too_large' },
    };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      status: 415,
      body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'error.request.unsupported_media_type' },
    };
  }
  if (error.statusCode === 429) {
    return {
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS', message: 'error.request.too_many_requests' },
    };
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status < 500) {
    return {
      status,
      body: { code: error.code ?? 'BAD_REQUEST', message: 'error.request.bad_request' },
    };
  }
  return { status, body: { code: 'INTERNAL_ERROR', message: 'global-error.default.title' } };
}

/**
 * What a request the HTTP parser refuses before any route sees it is answered: headers too large,
 * a request that trickled in past its time, or a malformed one (a body shorter than announced, a
 * length and a chunked encoding together).
 */
function clientErrorAnswer(code: string | undefined): { status: number; body: ErrorBody } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        body: { code: 'REQUEST_HEADERS_TOO_LARGE', message: 'error.request.headers_too_large' },
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: { code: 'REQUEST_TIMEOUT', message: 'error.request.timeout' } };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return {
        status: 413,
        body: { code: 'PAYLOAD_TOO_LARGE', message: 'error.request.payload_too_large' },
      };
    default:
      return { status: 400, body: { code: 'BAD_REQUEST', message: 'error.request.bad_request' } };
  }
}

/**
 * Fastify's clientErrorHandler: the refusal in the uniform error body instead of the server's
 * default text, written only when nothing of a response went out yet.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // The response of an earlier request on the same connection may be under way (a stream, a
  // slow answer): a refusal written then would land in its body. Node's own handler asks the
  // socket's current response the same way.
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !current?.headersSent) {
    const { status, body } = clientErrorAnswer(error.code);
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Connection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(error);
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = toErrorBody(error);
      if (status === 503) {
        request.log.warn({ err: error, code: body.code }, 'request failed: dependency unreachable');
        reply.header('retry-after', String(RETRY_AFTER_S));
      } else if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        if (app.hasDecorator('reportServerError')) app.reportServerError(error, request, status);
      } else {
        request.log.debug({ code: body.code, status }, 'request refused');
      }
      return reply.status(status).send(body);
    });
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        code: 'ROUTE_NOT_FOUND',
        message: 'error.not_found',
        data: { method: request.method, url: request.url.split('?')[0] },
      } satisfies ErrorBody),
    );
  },
  { name: 'errors' },
);
