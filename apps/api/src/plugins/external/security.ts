// Transport hygiene: CORS for the web origins, helmet headers, a global rate limit, no NUL bytes.
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../../config';
import { HttpError } from './errors';

const MAX_DEPTH = 64;

/** The path of the first string (value or key) holding a NUL character, or null. */
export function nulPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL, so a string carrying one would fail deep in a query; every
 * request is refused up front instead, with the validation error body, whatever its route.
 */
async function refuseNulBytes(request: FastifyRequest) {
  const parts = { body: request.body, querystring: request.query, params: request.params };
  for (const [location, value] of Object.entries(parts)) {
    const path = nulPath(value);
    if (!path) continue;
    throw new HttpError(400, 'VALIDATION_ERROR', 'error.validation.invalid_request', {
      issues: [
        {
          parameter: path.join('.'),
          location,
          message: 'must not contain NUL characters',
        },
      ],
    });
  }
}

/**
 * The headers helmet sets with these options. Without a content security policy they are the same
 * for every answer, so they are read once from its middleware and then set on each reply (running
 * the middleware per request cost a third of a cached read's time).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

export default fp(
  async function security(app: FastifyInstance, { config }: { config: Config }) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      credentials: true,
      allowedHeaders: ['Content-Type', 'Authorization', 'X-App', 'Idempotency-Key'],
    });
    // The API serves JSON and the OpenAPI page; a strict CSP would break the docs UI's inline assets.
    const headers = helmetHeaders({
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // Every limit keys on request.ip: the real client, as trustProxy (TRUST_PROXY) reads it from
    // X-Forwarded-For only when the peer is a trusted proxy such as the web tier.
    if (config.RATE_LIMIT_MAX > 0) {
      await app.register(rateLimit, {
        max: config.RATE_LIMIT_MAX,
        timeWindow: config.RATE_LIMIT_WINDOW,
      });
    }
    app.addHook('preValidation', refuseNulBytes);
  },
  { name: 'security' },
);
