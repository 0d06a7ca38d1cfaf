// Puts the opened database on the instance; closing the app closes the pool.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export default fp(
  async function database(app: FastifyInstance, { handle }: { handle: DatabaseHandle }) {
    app.decorate('database', handle);
  },
  { name: 'database' },
);
