// Development only, never in production unless DEV_FEED_CONTROL is set:
// POST /api/sb/dev/bonuses/issue gives a player (by e-mail) a new bonus of one of the site's
// definitions, as an operator would, announced on their private channel as any new bonus is and
// optionally activated, so a browser test uses a bonus of its own player (the toast, the slip)
// and leaves the demo player's seeded bonuses alone.
import { bonusSchema, errorBodySchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BonusError } from './bonus-error';
import { httpRefusal } from '../platform/errors';
import { bonusRefused } from './errors';

const devBonusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/bonuses/issue',
    {
      schema: {
        tags: ['development'],
        summary: "Issue a definition's bonus to a player, optionally activated (development)",
        body: z.object({
          email: z.string().trim().toLowerCase().email(),
          key: z.string().max(60),
          activate: z.boolean().default(false),
        }),
        response: {
          200: bonusSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { email, key, activate } = request.body;
      const player = await app.players.byLogin({ email });
      if (!player) {
        throw httpRefusal('PLAYER_NOT_FOUND');
      }
      const bonus = await app.bonuses.grant(player.id, key);
      if (bonus === undefined) {
        throw bonusRefused(404, 'BONUS_NOT_FOUND');
      }
      if (bonus === null) {
        throw bonusRefused(422, 'BONUS_NOT_ELIGIBLE');
      }
      if (!activate) return bonus;
      const active = await app.bonuses.activate(player.id, bonus.id);
      if (active instanceof BonusError) throw bonusRefused(409, active.code);
      return active;
    },
  );
};

export default devBonusRoutes;
