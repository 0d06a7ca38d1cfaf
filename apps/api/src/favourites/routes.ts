// /api/sb/favourites (spec section 7): GET /favourites/{type} with type, matchStatus and
// isBettable; POST and DELETE /favourites/{type}/{id}. Only a signed-in player has favourites,
// always their own: no call names a player, so another player's are never reachable.
import {
  errorBodySchema,
  favouriteListSchema,
  favouriteParamsSchema,
  favouriteSchema,
  favouritesQuerySchema,
  favouriteTypeParamSchema,
} from '@sportsbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAppHeader } from '../platform/auth/csrf';
import { unauthorized } from '../platform/auth/identity';
import { orThrow } from './errors';

const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const favourites = app.favourites;
  const tags = ['favourites'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

  const requirePlayer = async (request: FastifyRequest) => {
    const playerId = await app.resolvePlayerId(request);
    if (!playerId) throw unauthorized();
    return playerId;
  };

  app.get(
    '/favourites/:type',
    {
      schema: {
        tags,
        summary: "The player's favourites of a type (matches, tournaments, sports), newest first",
        params: favouriteTypeParamSchema,
        querystring: favouritesQuerySchema,
        response: { 200: favouriteListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const playerId = await requirePlayer(request);
      const { type, matchStatus, isBettable } = request.query;
      reply.header('cache-control', 'private, no-store');
      return {
        data: await favourites.list(playerId, request.params.type, {
          ...(type ? { type } : {}),
          ...(matchStatus ? { statuses: matchStatus } : {}),
          ...(isBettable !== undefined ? { bettable: isBettable } : {}),
        }),
      };
    },
  );

  app.post(
    '/favourites/:type/:id',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary: 'Star a match, tournament or sport (starring it again changes nothing)',
        params: favouriteParamsSchema,
        response: { 200: favouriteSchema, ...errors, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const playerId = await requirePlayer(request);
      return orThrow(await favourites.add(playerId, request.params.type, request.params.id));
    },
  );

  app.delete(
    '/favourites/:type/:id',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary: 'Unstar a match, tournament or sport (an item not starred is already so)',
        params: favouriteParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const playerId = await requirePlayer(request);
      await favourites.remove(playerId, request.params.type, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default favouritesRoutes;
