// /api/sb/jackpots and /api/sb/jackpot-hits (section 7): the jackpots with their levels, one
// jackpot, the latest hits (jackpotId, limit 10, status, forUser, unseen) and hit seen marking.
// Visitors see jackpots and hits; a player's own hits need a session. While the site's jackpots
// flag is off every call answers 404, which the web does not report.
import {
  errorBodySchema,
  jackpotHitListSchema,
  jackpotHitsQuerySchema,
  jackpotListSchema,
  jackpotSchema,
  markJackpotHitsSeenSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAppHeader } from '../platform/auth/csrf';
import { unauthorized } from '../platform/auth/identity';
import { jackpotsHttpError, orThrow } from './errors';

const localeQuery = z.object({ locale: z.string().max(10).optional() });

const jackpotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['jackpots'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

  app.get(
    '/jackpots',
    {
      schema: {
        tags,
        summary: 'The jackpots with their levels and pools',
        querystring: localeQuery,
        response: { 200: jackpotListSchema, ...errors },
      },
    },
    async (request) => ({ data: orThrow(await app.jackpots.list(request.query.locale)) }),
  );

  app.get(
    '/jackpots/:id',
    {
      schema: {
        tags,
        summary: 'One jackpot with its levels and pools',
        params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
        querystring: localeQuery,
        response: { 200: jackpotSchema, ...errors },
      },
    },
    async (request) =>
      orThrow(await app.jackpots.one(Number(request.params.id), request.query.locale)),
  );

  app.get(
    '/jackpot-hits',
    {
      schema: {
        tags,
        summary: 'The latest hits: jackpotId, limit (10), status, forUser, unseen',
        querystring: jackpotHitsQuerySchema.extend(localeQuery.shape),
        response: { 200: jackpotHitListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await app.resolvePlayerId(request);
      const { locale, ...query } = request.query;
      if ((query.forUser || query.unseen) && !viewer) throw unauthorized();
      return { data: orThrow(await app.jackpots.hits(viewer, query, locale)) };
    },
  );

  app.post(
    '/jackpot-hits/mark-as-seen',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary: "Mark the player's hits as seen (the hit modal showed them)",
        body: markJackpotHitsSeenSchema,
        response: { 200: z.object({ ids: z.array(z.string()) }), ...errors },
      },
    },
    async (request) => {
      const viewer = await app.resolvePlayerId(request);
      if (!viewer) throw unauthorized();
      if (!app.jackpots.enabled()) throw jackpotsHttpError('JACKPOTS_DISABLED');
      return { ids: await app.jackpots.markSeen(viewer, request.body.ids) };
    },
  );
};

export default jackpotsRoutes;
