// GET/POST /api/sb/settings: the sportsbook settings of the player (site defaults for visitors).
import { settingsSchema, settingsUpdateSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAppHeader } from '../platform/auth/csrf';
import { unauthorized } from '../platform/auth/identity';
import { SettingsError } from './player-settings';
import { settingsHttpError } from './errors';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.playerSettings;
  const tags = ['settings'];

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Sportsbook settings of the player, or the site defaults',
        response: { 200: settingsSchema },
      },
    },
    async (request) => settings.read(await app.resolvePlayerId(request)),
  );

  app.post(
    '/settings',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary:
          'Save stakes (exactly 4, minor units of the active currency), odds acceptance, odds type',
        body: settingsUpdateSchema,
        response: { 200: settingsSchema },
      },
    },
    async (request) => {
      const playerId = await app.resolvePlayerId(request);
      if (!playerId) throw unauthorized();
      const saved = await settings.save(playerId, request.body);
      if (saved instanceof SettingsError) throw settingsHttpError(saved);
      return saved;
    },
  );
};

export default settingsRoutes;
