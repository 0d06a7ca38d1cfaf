// Responsible-gambling routes: limits, activity tracking, sportsbook sessions and the reality check.
import {
  activityTrackSchema,
  createUserLimitRequestSchema,
  realityCheckSchema,
  sportsbookSessionSchema,
  userLimitSchema,
  userLimitsSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlatformContext } from '../context';
import type { ActivityTracker } from '../responsible/activity';
import type { UserLimits } from '../responsible/limits';
import type { SportsbookSessions } from '../responsible/sportsbook-sessions';
import { answer } from '../errors';

export interface ResponsibleGamblingOptions {
  ctx: PlatformContext;
  limits: UserLimits;
  activity: ActivityTracker;
  sessions: SportsbookSessions;
}

const responsibleGamblingRoutes: FastifyPluginAsyncZod<ResponsibleGamblingOptions> = async (
  app,
  { ctx, limits, activity, sessions },
) => {
  const tags = ['platform: responsible gambling'];
  const player = (request: Parameters<typeof ctx.identity.requirePlayerId>[0]) =>
    ctx.identity.requirePlayerId(request);

  app.get(
    '/user_limits',
    { schema: { tags, summary: "The player's limits", response: { 200: userLimitsSchema } } },
    async (request) => ({
      data: await limits.list(await player(request)),
    }),
  );

  app.post(
    '/user_limits',
    {
      schema: {
        tags,
        summary: 'Set a limit (replaces the active one of its type)',
        body: createUserLimitRequestSchema,
        response: { 201: userLimitSchema },
      },
    },
    async (request, reply) => {
      const { type, period, value } = request.body;
      return reply.status(201).send(await limits.set(await player(request), type, period, value));
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
