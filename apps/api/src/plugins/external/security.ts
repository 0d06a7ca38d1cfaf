// Transport hygiene: CORS for the web origins, helmet headers, a global rate limit.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

export default fp(
  async function security(app: FastifyInstance, { config }: { config: Config }) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      credentials: true,
      allowedHeaders: ['Content-Type', 'Authorization', 'X-App', 'Idempotency-Key'],
    });
    // The API serves JSON and the OpenAPI page; a strict CSP would break the docs UI's inline assets.
    await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: false });
    if (config.RATE_LIMIT_MAX > 0) {
      await app.register(rateLimit, {
        max: config.RATE_LIMIT_MAX,
        timeWindow: config.RATE_LIMIT_WINDOW,
      });
    }
  },
  { name: 'security' },
);
