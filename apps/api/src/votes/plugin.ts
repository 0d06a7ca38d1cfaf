// Wires the match polls into the app (app.votes), announcing results on each match's channel.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Votes } from './vote-service';

declare module 'fastify' {
  interface FastifyInstance {
    votes: Votes;
  }
}

async function votesPlugin(app: FastifyInstance) {
  app.decorate(
    'votes',
    new Votes({
      db: app.database.db,
      store: app.catalogue.store,
      log: app.log.child({ module: 'votes' }),
      ...(app.hasDecorator('realtime')
        ? { publish: (channel: string, data: unknown) => app.realtime.publish(channel, data) }
        : {}),
    }),
  );
}

export default fp(votesPlugin, { name: 'votes', dependencies: ['database', 'catalogue'] });
