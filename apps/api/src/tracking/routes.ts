// GET /api/sb/watchersio/userid: the id the watch-party service knows a player by (spec 7,
// tracking). An HMAC of the player's id, so it is stable and reveals nothing of the account.
import { createHmac } from 'node:crypto';
import { watcherUserIdSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../platform/auth/identity';

const watcherUserId = (secret: string, playerId: string): string =>
  createHmac('sha256', secret).update(`watchersio:${playerId}`).digest('hex').slice(0, 32);

const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.REALTIME_TOKEN_SECRET;
  app.get(
    '/watchersio/userid',
    {
      schema: {
        tags: ['tracking'],
        summary: "The signed-in player's watcher user id",
        response: { 200: watcherUserIdSchema },
      },
    },
    async (request) => {
      const playerId = await app.resolvePlayerId(request);
      if (!playerId) throw unauthorized();
      return { user_id: watcherUserId(secret, playerId) };
    },
  );
};

export default trackingRoutes;
