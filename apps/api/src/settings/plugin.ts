// Wires the player's sportsbook settings into the app: their rows and the service over the site
// defaults, with the active currency from the platform and provider statuses from the catalogue.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PlayerSettings } from './player-settings';
import { SettingsRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    playerSettings: PlayerSettings;
  }
}

async function settings(app: FastifyInstance) {
  const playerSettings = new PlayerSettings({
    rows: new SettingsRepository(app.database.db),
    site: app.site,
    currencyOf: async (playerId) =>
      playerId && app.hasDecorator('players')
        ? app.players.activeCurrency(playerId)
        : app.site.config.default_currency,
    // Empty before the catalogue is loaded.
    providerStatuses: () =>
      app.hasDecorator('catalogue')
        ? (Object.fromEntries(app.catalogue.store.providerStatuses) as Record<
            string,
            'up' | 'down'
          >)
        : {},
  });
  app.decorate('playerSettings', playerSettings);
}

export default fp(settings, { name: 'settings', dependencies: ['database', 'site'] });
