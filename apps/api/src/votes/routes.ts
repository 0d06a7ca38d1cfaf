// /api/sb/vote: a match poll's results with the player's vote, and casting the one vote.
import {
  castVoteSchema,
  errorBodySchema,
  votePollSchema,
  voteQuerySchema,
} from '@sportsbook/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAppHeader } from '../platform/auth/csrf';
import { sessionKey, unauthorized } from '../platform/auth/identity';
import { orThrow } from './errors';

const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['votes'];
  const errors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  };

  app.get(
    '/vote',
    {
      schema: {
        tags,
        summary: "A poll's results, with the player's vote when signed in",
        querystring: voteQuerySchema,
        response: { 200: votePollSchema, ...errors },
      },
    },
    async (request) =>
      orThrow(
        await app.votes.poll(request.query.prediction_id, await app.resolvePlayerId(request)),
      ),
  );

  // Votes are writes any signed-up account can make: a few per session and window, as other
  // player writes, even with the global limit off; counted per session (or client address
  // without one), so players behind one address do not share a count.
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });
  app.post(
    '/vote',
    {
      onRequest: requireAppHeader,
      config: {
        rateLimit: {
          max: app.config.PUBLIC_WRITE_RATE_LIMIT_MAX,
          timeWindow: app.config.PUBLIC_WRITE_RATE_LIMIT_WINDOW,
          keyGenerator: (request: FastifyRequest) => sessionKey(request) ?? `ip:${request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Cast the one vote of the player in a poll',
        body: castVoteSchema,
        response: {
          200: votePollSchema,
          ...errors,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const playerId = await app.resolvePlayerId(request);
      if (!playerId) throw unauthorized();
      return orThrow(await app.votes.cast(playerId, request.body.prediction_id, request.body.data));
    },
  );
};

export default votesRoutes;
