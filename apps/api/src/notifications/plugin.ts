// Wires notifications into the app: the service other modules write through (app.notifications),
// publishing on the player's private channel when the real-time hub is there.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Notifications } from './notification-service';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

async function notificationsPlugin(app: FastifyInstance) {
  const notifications = new Notifications({
    db: app.database.db,
    log: app.log.child({ module: 'notifications' }),
    ...(app.hasDecorator('realtime')
      ? { publish: (channel: string, data: unknown) => app.realtime.publish(channel, data) }
      : {}),
  });
  app.decorate('notifications', notifications);
}

export default fp(notificationsPlugin, { name: 'notifications', dependencies: ['database'] });
