// Centrifugo-shaped server API (/api/realtime/publish, /broadcast) for backends, guarded by X-API-Key.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../plugins/external/errors';
import type { Hub } from './hub';
import { errors } from './protocol';
import { RealtimeError } from './publisher';

const positionSchema = z.object({ offset: z.number().int(), epoch: z.string() });
const errorSchema = z.object({ code: z.number().int(), message: z.string() });
const answer = <T extends z.ZodType>(result: T) =>
  z.union([z.object({ result }), z.object({ error: errorSchema })]);

const publishBody = z.object({
  channel: z.string().min(1).max(255),
  data: z.unknown().refine((value) => value !== undefined, 'data is required'),
  idempotency_key: z.string().min(1).max(128).optional(),
});
const broadcastBody = z.object({
  channels: z.array(z.string().min(1).max(255)).min(1).max(1000),
  data: z.unknown().refine((value) => value !== undefined, 'data is required'),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Centrifugo's two spellings: `X-API-Key: <key>` and `Authorization: apikey <key>`. */
function givenKey(request: FastifyRequest): string {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string') return header;
  const authorization = request.headers.authorization ?? '';
  return authorization.toLowerCase().startsWith('apikey ') ? authorization.slice(7).trim() : '';
}

/** Errors travel as {error} with HTTP 200, as Centrifugo does; a refused publish never throws. */
function failure(error: unknown) {
  if (error instanceof RealtimeError)
    return { error: { code: error.code, message: error.message } };
  return { error: { code: errors.internal.code, message: errors.internal.message } };
}

const badRequest = { error: { code: errors.badRequest.code, message: errors.badRequest.message } };

export async function serverApiRoutes(
  base: FastifyInstance,
  { hub, apiKey }: { hub: Hub; apiKey: string },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const expected = digest(apiKey);
  app.addHook('onRequest', async (request) => {
    if (!timingSafeEqual(digest(givenKey(request)), expected)) {
      throw new HttpError(401, 'UNAUTHORIZED', 'error.unauthorized');
    }
  });

  const common = {
    attachValidation: true,
    // Backends publish at a high rate from few addresses; the API key is the guard here.
    config: { rateLimit: false },
  };

  app.post(
    '/publish',
    {
      ...common,
      schema: {
        tags: ['realtime'],
        summary: 'Publish to a channel',
        body: publishBody,
        response: { 200: answer(positionSchema) },
      },
    },
    async (request) => {
      if (request.validationError) return badRequest;
      const { channel, data, idempotency_key: idempotencyKey } = request.body;
      try {
        const options = idempotencyKey ? { idempotencyKey } : {};
        return { result: await hub.publish(channel, data, options) };
      } catch (error) {
        request.log.error({ err: error, channel }, 'realtime publish failed');
        return failure(error);
      }
    },
  );

  app.post(
    '/broadcast',
    {
      ...common,
      schema: {
        tags: ['realtime'],
        summary: 'Publish the same data to several channels',
        body: broadcastBody,
        response: { 200: answer(z.object({ responses: z.array(answer(positionSchema)) })) },
      },
    },
    async (request) => {
      if (request.validationError) return badRequest;
      const { channels, data } = request.body;
      try {
        return { result: { responses: await hub.broadcast(channels, data) } };
      } catch (error) {
        request.log.error({ err: error }, 'realtime broadcast failed');
        return failure(error);
      }
    },
  );
}
