// Development only: POST /api/sb/dev/bonuses/grant gives a player one of the site's bonus
// definitions now, announced on their private channel as any new bonus is (for browser tests of
// the bonus toast). Never in production unless DEV_FEED_CONTROL is set.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../plugins/external/errors';

const devBonusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/bonuses/grant',
    {
      schema: {
        tags: ['development'],
        summary: "Grants a player one of the site's bonus definitions (development)",
        body: z.object({
          email: z.string().trim().toLowerCase().email(),
          key: z.string().max(60),
        }),
        response: { 200: z.object({ bonus_id: z.string(), bonus_type: z.string() }) },
      },
    },
    async (request) => {
      const { email, key } = request.body;
      const player = await app.players.byLogin({ email });
      if (!player) {
        throw new HttpError(404, 'PLAYER_NOT_FOUND', 'error.dev_play_time.player_not_found');
      }
      const bonus = await app.bonuses.grant(player.id, key);
      if (bonus === undefined) {
        throw new HttpError(404, 'BONUS_NOT_FOUND', 'error.bonus.bonus_not_found');
      }
      if (bonus === null) {
        throw new HttpError(422, 'BONUS_NOT_ELIGIBLE', 'error.bonus.bonus_not_eligible');
      }
      return { bonus_id: bonus.id, bonus_type: bonus.type };
    },
  );
};

export default devBonusRoutes;
