// /api/sb/notifications: the player's notifications page by page, the unread counters, reading
// some or all, and the preferences per kind. Only a signed-in player has notifications.
import {
  errorBodySchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  readNotificationsSchema,
  unreadCountersSchema,
  updateNotificationPreferencesSchema,
} from '@sportsbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAppHeader } from '../platform/auth/csrf';
import { unauthorized } from '../platform/auth/identity';

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = app.notifications;
  const tags = ['notifications'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
  const requirePlayer = async (request: FastifyRequest) => {
    const playerId = await app.resolvePlayerId(request);
    if (!playerId) throw unauthorized();
    return playerId;
  };

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The player's notifications, newest first (page, limit, locale of names)",
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) =>
      notifications.page(
        await requirePlayer(request),
        request.query.page,
        request.query.limit,
        request.query.locale,
      ),
  );

  app.get(
    '/notifications/counters',
    {
      schema: {
        tags,
        summary: 'The unread counters',
        response: { 200: unreadCountersSchema, ...errors },
      },
    },
    async (request) => ({ unread: await notifications.unread(await requirePlayer(request)) }),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary: "Mark notifications read (the player's own; others' ids change nothing)",
        body: readNotificationsSchema,
        response: { 200: unreadCountersSchema, ...errors },
      },
    },
    async (request) => ({
      unread: await notifications.read(await requirePlayer(request), request.body.ids),
    }),
  );

  app.post(
    '/notifications/read-all',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary: 'Mark every notification read',
        response: { 200: unreadCountersSchema, ...errors },
      },
    },
    async (request) => ({ unread: await notifications.readAll(await requirePlayer(request)) }),
  );

  app.get(
    '/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Which kinds of notification the player receives',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => ({
      preferences: await notifications.preferences(await requirePlayer(request)),
    }),
  );

  app.put(
    '/notifications/preferences',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary: 'Switch kinds of notification on or off',
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => ({
      preferences: await notifications.setPreferences(
        await requirePlayer(request),
        request.body.preferences,
      ),
    }),
  );
};

export default notificationsRoutes;
