// Development controls, never in production unless DEV_FEED_CONTROL is set:
// - POST /api/sb/dev/feed/matches/:id/finish plays a live simulated match to its end at once, so a
//   demo or a browser test sees its bets settled without waiting for the final whistle;
// - POST /api/sb/dev/realtime/disconnect drops every real-time connection of this instance as a
//   restart does (clients reconnect and recover), so the offline alert and recovery can be seen;
//   `?refuse_ms=` keeps refusing connects that long, as a restart that takes a while does.
import { MATCH_STATUS } from '@sportsbook/domain';
import { errorBodySchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../plugins/external/errors';

const devFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/feed/matches/:id/finish',
    {
      schema: {
        tags: ['development'],
        summary: 'Play a live simulated match to its end and publish its results (development)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: {
          200: z.object({ match_id: z.number().int(), status: z.literal(4) }),
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const feed = app.feed;
      const match = app.catalogue.store.matches.get(id);
      if (!feed || !match) throw notFound('match', id);
      // Only the feed leader runs the simulator; another instance cannot play its matches.
      if (!feed.service.running) {
        throw new HttpError(409, 'FEED_NOT_LEADER', 'error.dev_feed.feed_not_leader');
      }
      if (!feed.provider.playToEnd(id)) {
        throw new HttpError(409, 'MATCH_NOT_LIVE', 'error.dev_feed.match_not_live', {
          status: match.status,
        });
      }
      // Results are written before the answer, so settlement has them when the caller looks.
      await feed.service.flush();
      return { match_id: id, status: MATCH_STATUS.finished };
    },
  );

  app.post(
    '/dev/realtime/disconnect',
    {
      schema: {
        tags: ['development'],
        summary: "Drop this instance's real-time connections as a restart does (development)",
        querystring: z.object({ refuse_ms: z.coerce.number().int().min(0).max(60_000).default(0) }),
        response: { 200: z.object({ disconnected: z.number().int() }) },
      },
    },
    async (request) => {
      const disconnected = app.realtimeHub.status().connections;
      app.realtimeHub.outage(request.query.refuse_ms);
      return { disconnected };
    },
  );
};

export default devFeedRoutes;
