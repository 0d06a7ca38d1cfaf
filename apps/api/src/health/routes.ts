// GET /api/health: liveness plus the state of the database and the real-time hub.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedPing } from '../db/ping-cache';
import { APP_VERSION } from '../version';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime_s: z.number(),
  database: z.object({ status: z.enum(['ok', 'down']), kind: z.enum(['pglite', 'postgres']) }),
  hub: z.object({
    status: z.enum(['ok', 'degraded']),
    broker: z.enum(['memory', 'redis']),
    connections: z.number().int(),
    channels: z.number().int(),
  }),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseUp = cachedPing(() => app.database.ping(), 1000);
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service health',
        response: { 200: healthSchema, 503: healthSchema },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const dbUp = await databaseUp();
      const hub = app.hubStatus.status();
      const healthy = dbUp && hub.status === 'ok';
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        version: APP_VERSION,
        uptime_s: Math.round(process.uptime()),
        database: { status: dbUp ? 'ok' : 'down', kind: app.database.kind },
        hub,
      });
    },
  );
};

export default healthRoutes;
