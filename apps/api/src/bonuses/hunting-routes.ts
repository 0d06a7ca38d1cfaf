// GET /api/sb/bonuses/tournaments/{id}/rating: the leaderboard of one of the player's tournaments
// (the hunting and tournament lists are the bonus lists' kinds huntings and tournaments).
import {
  errorBodySchema,
  tournamentRatingQuerySchema,
  tournamentRatingSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../platform/auth/identity';
import { orThrow } from './errors';

const huntingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonuses/tournaments/:id/rating',
    {
      schema: {
        tags: ['bonuses'],
        summary:
          "A tournament's leaderboard: position, farmed amount, other players' e-mails masked",
        params: z.object({ id: z.string().max(40) }),
        querystring: tournamentRatingQuerySchema,
        response: {
          200: tournamentRatingSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const playerId = await app.resolvePlayerId(request);
      if (!playerId) throw unauthorized();
      const rating = await app.huntings.rating(playerId, request.params.id, request.query.limit);
      return orThrow(rating);
    },
  );
};

export default huntingRoutes;
