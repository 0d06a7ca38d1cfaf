// Development only: what an operator would change, for browser tests of what follows from it.
// POST /api/platform/dev/status_groups puts a player in an assigned group (e.g. the deposit
// reminder's); POST /api/platform/dev/platform_settings changes the site's platform settings until
// restart (e.g. the sign-up reminder's delay), a null value removing one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpRefusal } from '../errors';
import type { Site } from '../../site/site';
import type { Players } from '../player/players';

const settingValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

const devOperatorRoutes: FastifyPluginAsyncZod<{
  players: Players;
  site: Site;
}> = async (app, { players, site }) => {
  const tags = ['platform: development'];

  app.post(
    '/dev/status_groups',
    {
      schema: {
        tags,
        summary: 'Puts a player in an assigned status group (development only)',
        body: z.object({
          email: z.string().trim().toLowerCase().email(),
          group: z
            .string()
            .trim()
            .regex(/^[a-z][a-z0-9_]{0,39}$/),
        }),
        response: { 200: z.object({ status_groups: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const { email, group } = request.body;
      const player = await players.byLogin({ email });
      if (!player) throw httpRefusal('PLAYER_NOT_FOUND');
      return { status_groups: await players.addStatusGroup(player, group) };
    },
  );

  app.post(
    '/dev/platform_settings',
    {
      schema: {
        tags,
        summary: "Changes the site's platform settings until restart (development only)",
        body: z.object({
          settings: z
            .record(z.string().regex(/^[a-z][a-z0-9_]{0,59}$/), settingValue)
            .refine((settings) => Object.keys(settings).length > 0, 'no settings'),
        }),
        response: { 200: z.object({ platform_settings: z.record(z.string(), z.unknown()) }) },
      },
    },
    async (request) => {
      const current = site.config.platform_settings;
      for (const [key, value] of Object.entries(request.body.settings)) {
        if (value === null) Reflect.deleteProperty(current, key);
        else current[key] = value;
      }
      return { platform_settings: current };
    },
  );
};

export default devOperatorRoutes;
