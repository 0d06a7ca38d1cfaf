// Development control, never in production unless DEV_FEED_CONTROL is set:
// POST /api/sb/dev/jackpots/:id/hit makes a level of the jackpot hit for the signed-in player now
// and pays it, so the hit modal can be seen without waiting for a draw to land.
import { errorBodySchema, jackpotHitSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../platform/auth/identity';
import { hitNotFound, jackpotsHttpError } from './errors';

const devJackpotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/jackpots/:id/hit',
    {
      schema: {
        tags: ['development'],
        summary: 'Make a jackpot level hit for the signed-in player and pay it (development)',
        params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
        body: z.object({ level_code: z.string().max(40).optional() }).default({}),
        response: {
          200: jackpotHitSchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const playerId = await app.resolvePlayerId(request);
      if (!playerId) throw unauthorized();
      const id = Number(request.params.id);
      const hit = await app.jackpots.forceHit(id, playerId, request.body.level_code);
      // No such jackpot, no such active level, or its pool is empty.
      if (!hit) throw jackpotsHttpError('JACKPOT_NOT_FOUND');
      const [answer] = await app.jackpots
        .hits(playerId, { limit: 1, forUser: true }, 'en')
        .then((hits) =>
          typeof hits === 'string' ? [] : hits.filter((h) => h.id === String(hit.id)),
        );
      if (!answer) throw hitNotFound(hit.id);
      return answer;
    },
  );
};

export default devJackpotRoutes;
