// GET/POST /api/sb/settings: the sportsbook settings of the player (site defaults for visitors).
import { settingsSchema, settingsUpdateSchema } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/external/errors';
import { requireAppHeader } from '../../platform/auth/csrf';
import { PlayerSettings } from '../../settings/player-settings';

/** Provider statuses as the catalogue knows them; empty before it is loaded. */
function providerStatuses(app: FastifyInstance): Record<string, 'up' | 'down'> {
  if (!app.hasDecorator('catalogue')) return {};
  return Object.fromEntries(app.catalogue.store.providerStatuses) as Record<string, 'up' | 'down'>;
}

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new PlayerSettings(app.database.db, app.site);
  const tags = ['settings'];
  const currencyOf = async (playerId: string | null) =>
    playerId && app.hasDecorator('players')
      ? app.players.activeCurrency(playerId)
      : app.site.config.default_currency;

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Sportsbook settings of the player, or the site defaults',
        response: { 200: settingsSchema },
      },
    },
    async (request) => {
      const playerId = await app.resolvePlayerId(request);
      const row = playerId ? await store.row(playerId) : null;
      return store.settings(row, await currencyOf(playerId), {
        providerStatuses: providerStatuses(app),
      });
    },
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
      if (!playerId) throw new HttpError(401, 'UNAUTHORIZED', 'error.unauthorized');
      const oddsType = request.body.odds_type;
      if (oddsType && !app.site.config.sportsbook.odds_types.includes(oddsType)) {
        throw new HttpError(422, 'UNSUPPORTED_ODDS_TYPE', 'error.settings.unsupported_odds_type', {
          odds_type: oddsType,
        });
      }
      const currency = await currencyOf(playerId);
      const row = await store.update(playerId, currency, request.body);
      return store.settings(row, currency, { providerStatuses: providerStatuses(app) });
    },
  );
};

export default settingsRoutes;
