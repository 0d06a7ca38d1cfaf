// Wires the favourites service into the app and backs the /matches favourite filter with it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { favouriteMatchStarted } from '../notifications/notices';
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
  // The feed leader tells the players who starred a match (or its league) that it went live.
  app.feed?.service.onMatchesStarted((matchIds) => {
    void tellStarted(app, favourites, matchIds);
  });
}

async function tellStarted(app: FastifyInstance, favourites: Favourites, matchIds: number[]) {
  for (const matchId of matchIds) {
    const match = app.catalogue.store.matches.get(matchId);
    if (!match) continue;
    try {
      for (const playerId of await favourites.followers(match))
        await app.notifications.notify(favouriteMatchStarted(playerId, match));
    } catch (error) {
      app.log.warn({ err: error, matchId }, 'favourite match start not told');
    }
  }
}

export default fp(favouritesPlugin, {
  name: 'favourites',
  dependencies: ['database', 'catalogue', 'platform', 'notifications', 'feed'],
});
