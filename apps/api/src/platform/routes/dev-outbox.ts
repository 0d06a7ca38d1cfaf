// Development only: GET /api/platform/dev/outbox (the e-mails and SMS with their tokens) and
// POST /api/platform/dev/terms (publishes a new terms version, as an operator's update would).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Outbox } from '../messaging/outbox';
import type { Terms } from '../terms/terms';

const messageSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  to: z.string(),
  template: z.string(),
  subject: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.string()),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});

const devOutboxRoutes: FastifyPluginAsyncZod<{ outbox: Outbox; terms: Terms }> = async (
  app,
  { outbox, terms },
) => {
  app.post(
    '/dev/terms',
    {
      schema: {
        tags: ['platform: development'],
        summary: 'Makes a new terms version current until restart (development only)',
        body: z.object({ version: z.string().trim().min(1).max(40) }),
        response: { 200: z.object({ version: z.string() }) },
      },
    },
    async (request) => {
      terms.publish(request.body.version);
      return { version: request.body.version };
    },
  );

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['platform: development'],
        summary: 'Latest e-mails and SMS (development only), optionally for one recipient',
        querystring: z.object({
          to: z.string().trim().toLowerCase().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(20),
        }),
        response: { 200: z.object({ data: z.array(messageSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await outbox.latest(request.query);
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          template: row.template,
          subject: row.subject,
          body: row.body,
          data: row.data as Record<string, string>,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
          error: row.error,
        })),
      };
    },
  );
};

export default devOutboxRoutes;
