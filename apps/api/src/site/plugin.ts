// Loads the site configuration (site-config.json plus site_settings rows) at boot and puts it on the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadSiteConfig } from './site-config';
import { Site } from './site';

declare module 'fastify' {
  interface FastifyInstance {
    /** Currencies, countries, blocking, feature flags and bet limits of this site. */
    site: Site;
  }
}

export default fp(
  async function site(app: FastifyInstance) {
    const config = await loadSiteConfig(app.database.db, app.config.SITE_CONFIG_FILE);
    app.decorate(
      'site',
      new Site(config, app.config.DEFAULT_COUNTRY, app.config.LIVE_BET_DELAY_MS),
    );
  },
  { name: 'site', dependencies: ['database'] },
);
