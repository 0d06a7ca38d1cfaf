// Puts the opened database on the instance and reports connections the database drops.
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
    handle.onConnectionLost((error) => {
      // Expected when the database restarts or fails over: the reason is enough, not a stack.
      app.log.warn(
        { reason: error.message },
        'database connection lost; the pool opens a new one on next use',
      );
    });
  },
  { name: 'database' },
);
