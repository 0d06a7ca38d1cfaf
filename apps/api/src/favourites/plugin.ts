// Wires the favourites service into the app and backs the /matches favourite filter with it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Favourites } from './favourites-service';

declare module 'fastify' {
  interface FastifyInstance {
    favourites: Favourites;
    /** The match ids the requesting player marked as favourites; empty for visitors. */
    favouriteMatchIds(request: FastifyRequest): Promise<ReadonlySet<number>>;
  }
}

async function favouritesPlugin(app: FastifyInstance) {
  const favourites = new Favourites(app.database.db, () => app.catalogue.store);
  app.decorate('favourites', favourites);
  app.decorate('favouriteMatchIds', async (request: FastifyRequest) => {
    const playerId = await app.resolvePlayerId(request);
    return playerId ? favourites.matchIds(playerId) : new Set<number>();
  });
}

export default fp(favouritesPlugin, {
  name: 'favourites',
  dependencies: ['database', 'catalogue', 'platform'],
});
