// Development only: POST /api/platform/dev/play_time ages a player's play-time clocks (the
// session, the reality check, the day's activity), so the platform answers as after that much
// play: the reality check due, the session limit's 403, the activity limit's 401.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpRefusal } from '../errors';
import { answer } from '../errors';
import type { Players } from '../player/players';
import { PLAY_TIME_CLOCKS, type PlayTimeClocks } from '../responsible/play-time-clocks';

const agedSchema = z.discriminatedUnion('clock', [
  z.object({
    clock: z.enum(['session', 'reality_check']),
    started_at: z.string(),
    acknowledged_at: z.string(),
  }),
  z.object({ clock: z.literal('activity'), day: z.string(), seconds: z.number().int() }),
]);

const devPlayTimeRoutes: FastifyPluginAsyncZod<{
  players: Players;
  clocks: PlayTimeClocks;
}> = async (app, { players, clocks }) => {
  app.post(
    '/dev/play_time',
    {
      schema: {
        tags: ['platform: development'],
        summary:
          "Moves a player's session, reality-check or activity clock back by some minutes (development only)",
        body: z.object({
          email: z.string().trim().toLowerCase().email(),
          clock: z.enum(PLAY_TIME_CLOCKS),
          minutes: z
            .number()
            .int()
            .min(1)
            .max(60 * 24 * 31),
        }),
        response: { 200: agedSchema },
      },
    },
    async (request) => {
      const { email, clock, minutes } = request.body;
      const player = await players.byLogin({ email });
      if (!player) throw httpRefusal('PLAYER_NOT_FOUND');
      return answer(await clocks.age(player.id, clock, minutes));
    },
  );
};

export default devPlayTimeRoutes;
