// Realtime's REST routes: tokens under /api/sb, the server API under /api/realtime, and /emulation
// (the later commands of an SSE or HTTP-stream connection). The transports are in plugin.ts.
import {
  websocketAuthorizeRequestSchema,
  websocketAuthorizeResponseSchema,
  websocketTokenResponseSchema,
} from '@sportsbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { realtimeHttpError, serverApiBadRequest, serverApiError } from './errors';

const tags = ['realtime'];

const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { access } = app.realtimeServices;

  app.post(
    '/websocket/token',
    {
      schema: {
        tags,
        summary: 'Connection token for the real-time server (anonymous when signed out)',
        response: { 200: websocketTokenResponseSchema },
      },
    },
    async (request) => ({
      token: await access.connectionToken(await app.resolvePlayerId(request)),
    }),
  );

  app.post(
    '/websocket/authorize',
    {
      schema: {
        tags,
        summary: 'Subscription tokens for the private channels the player may join',
        body: websocketAuthorizeRequestSchema,
        response: { 200: websocketAuthorizeResponseSchema },
      },
    },
    async (request) => {
      const playerId = await app.resolvePlayerId(request);
      const outcome = await access.authorize(playerId, request.body.channels);
      if (!outcome.ok) throw realtimeHttpError(outcome.error);
      return { channels: outcome.channels };
    },
  );
};

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

/** Centrifugo's two spellings: `X-API-Key: <key>` and `Authorization: apikey <key>`. */
function givenKey(request: FastifyRequest): string {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string') return header;
  const authorization = request.headers.authorization ?? '';
  return authorization.toLowerCase().startsWith('apikey ') ? authorization.slice(7).trim() : '';
}

const serverApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { serverApi } = app.realtimeServices;
  app.addHook('onRequest', async (request) => {
    if (!serverApi.accepts(givenKey(request))) {
      throw realtimeHttpError({ code: 'UNAUTHORIZED' });
    }
  });

  const common = {
    // A bad body is answered in Centrifugo's shape, not as the uniform error body.
    attachValidation: true,
    // Backends publish at a high rate from few addresses; the API key is the guard here.
    config: { rateLimit: false },
  };

  app.post(
    '/publish',
    {
      ...common,
      schema: {
        tags,
        summary: 'Publish to a channel',
        body: publishBody,
        response: { 200: answer(positionSchema) },
      },
    },
    async (request) => {
      if (request.validationError) return serverApiBadRequest;
      const { channel, data, idempotency_key: idempotencyKey } = request.body;
      const outcome = await serverApi.publish(channel, data, idempotencyKey);
      if (outcome.ok) return { result: outcome.result };
      request.log.error({ err: outcome.cause, channel }, 'realtime publish failed');
      return serverApiError(outcome.cause);
    },
  );

  app.post(
    '/broadcast',
    {
      ...common,
      schema: {
        tags,
        summary: 'Publish the same data to several channels',
        body: broadcastBody,
        response: { 200: answer(z.object({ responses: z.array(answer(positionSchema)) })) },
      },
    },
    async (request) => {
      if (request.validationError) return serverApiBadRequest;
      const outcome = await serverApi.broadcast(request.body.channels, request.body.data);
      if (outcome.ok) return { result: outcome.result };
      request.log.error({ err: outcome.cause }, 'realtime broadcast failed');
      return serverApiError(outcome.cause);
    },
  );
};

const emulationBody = z.object({
  session: z.string().min(1),
  node: z.string().min(1),
  data: z.string().max(64 * 1024),
});

const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tokenRoutes, { prefix: '/api/sb' });
  await app.register(serverApiRoutes, { prefix: '/api/realtime' });

  app.post(
    '/emulation',
    {
      schema: {
        tags,
        summary: 'Commands of an SSE or HTTP-stream connection',
        body: emulationBody,
      },
    },
    async (request, reply) => {
      const { node, session, data } = request.body;
      const outcome = await app.realtimeHub.emulate(node, session, data);
      if (!outcome.ok) throw realtimeHttpError(outcome.error);
      // 204 also when the session is gone: its stream has ended, and the client reconnects.
      return reply.status(204).send();
    },
  );
};

export default realtimeRoutes;
