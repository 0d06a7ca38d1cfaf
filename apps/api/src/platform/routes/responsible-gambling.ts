// Responsible-gambling routes: limits, activity tracking, sportsbook sessions and the reality check.
import {
  activityTrackSchema,
  createUserLimitRequestSchema,
  realityCheckSchema,
  sportsbookSessionSchema,
  userLimitHistorySchema,
  userLimitIdParamsSchema,
  userLimitSchema,
  userLimitsSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlatformContext } from '../context';
import type { PlayerEventPublisher } from '../player-events';
import type { ActivityTracker } from '../responsible/activity';
import { signOutExcluded } from '../responsible/exclusion-sign-out';
import type { UserLimits } from '../responsible/limits';
import type { SportsbookSessions } from '../responsible/sportsbook-sessions';
import { unsupportedCurrency } from '../auth/errors';
import { answer, PlatformError } from '../errors';

export interface ResponsibleGamblingOptions {
  ctx: PlatformContext;
  limits: UserLimits;
  activity: ActivityTracker;
  sessions: SportsbookSessions;
  announce: PlayerEventPublisher;
}

const responsibleGamblingRoutes: FastifyPluginAsyncZod<ResponsibleGamblingOptions> = async (
  app,
  { ctx, limits, activity, sessions, announce },
) => {
  const tags = ['platform: responsible gambling'];
  const player = (request: Parameters<typeof ctx.identity.requirePlayerId>[0]) =>
    ctx.identity.requirePlayerId(request);

  app.get(
    '/user_limits',
    {
      schema: {
        tags,
        summary: "The player's limits in force and their pending changes",
        response: { 200: userLimitsSchema },
      },
    },
    async (request) => ({
      data: await limits.list(await player(request)),
    }),
  );

  app.get(
    '/user_limits/history',
    {
      schema: {
        tags,
        summary: 'Every change of the limits, newest first',
        response: { 200: userLimitHistorySchema },
      },
    },
    async (request) => ({ data: await limits.history(await player(request)) }),
  );

  app.delete(
    '/user_limits/:id',
    {
      schema: {
        tags,
        summary:
          'Remove a limit (pending until the cooling-off ends and it is confirmed), or withdraw a pending change',
        params: userLimitIdParamsSchema,
        response: { 200: userLimitSchema },
      },
    },
    async (request) => answer(await limits.remove(await player(request), request.params.id)),
  );

  app.post(
    '/user_limits/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a pending loosening or removal once its cooling-off is over',
        params: userLimitIdParamsSchema,
        response: { 200: userLimitSchema },
      },
    },
    async (request) => answer(await limits.confirm(await player(request), request.params.id)),
  );

  app.post(
    '/user_limits',
    {
      schema: {
        tags,
        summary:
          'Set a limit: a tighter one applies at once, a looser one is pending until confirmed after the cooling-off',
        body: createUserLimitRequestSchema,
        response: { 201: userLimitSchema },
      },
    },
    async (request, reply) => {
      const { type, period, value, currency } = request.body;
      const playerId = await player(request);
      const limit =
        currency !== undefined && !ctx.site.isCurrencyEnabled(currency)
          ? unsupportedCurrency(currency)
          : await limits.set(playerId, type, period, value, currency);
      if (!(limit instanceof PlatformError)) {
        await signOutExcluded(ctx.sessions, announce, playerId, limit);
      }
      return reply.status(201).send(answer(limit));
    },
  );

  app.post(
    '/player/activity_limit_track',
    {
      schema: {
        tags,
        summary: 'Count a minute of activity; 401 when the activity limit is reached',
        response: { 200: activityTrackSchema },
      },
    },
    async (request) => answer(await activity.track(await player(request))),
  );

  app.post(
    '/sportsbook_sessions',
    {
      schema: {
        tags,
        summary: 'Start (or resume) a sportsbook session; 403 when the session limit is reached',
        response: { 200: sportsbookSessionSchema },
      },
    },
    async (request) => answer(await sessions.start(await player(request))),
  );

  app.post(
    '/sportsbook_sessions/continue',
    {
      schema: {
        tags,
        summary: 'Continue after the reality check',
        response: { 200: sportsbookSessionSchema },
      },
    },
    async (request) => answer(await sessions.continue(await player(request))),
  );

  app.get(
    '/sportsbook_sessions/reality_check',
    {
      schema: {
        tags,
        summary:
          'Stakes and wins of the current session (polled every 30 s; 400 without a session)',
        response: { 200: realityCheckSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return answer(await sessions.realityCheck(await player(request)));
    },
  );
};

export default responsibleGamblingRoutes;
