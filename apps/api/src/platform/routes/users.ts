// Devise-style account routes: sign up, sign in, sign out, and a Bearer token for the Sportsbook API.
import {
  bearerTokenRequestSchema,
  bearerTokenResponseSchema,
  profileSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../auth/sign-in';
import { signUp } from '../auth/sign-up';
import { clearSessionCookie, openCookieSession } from '../auth/cookie';
import { unauthorized } from '../auth/identity';
import { accountRateLimit } from '../auth/rate-limits';
import { refusing } from '../hooks';
import type { PlatformContext } from '../context';
import { toProfile } from '../player/profile';
import { answer } from '../errors';

const usersRoutes: FastifyPluginAsyncZod<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const tags = ['platform: accounts'];
  const limited = { rateLimit: ctx.policy.rateLimit };
  const perAccount = refusing(accountRateLimit(app, ctx.policy.accountRateLimit));

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Sign up (e-mail or phone); signs the player in',
        body: signUpRequestSchema,
        response: { 201: profileSchema },
      },
      config: limited,
      preHandler: perAccount,
    },
    async (request, reply) => {
      const player = answer(await signUp(ctx, request.body.user, ctx.site.countryOf(request)));
      // The sign-up form asks the player to accept the terms in force.
      await ctx.terms.accept(player.id);
      await openCookieSession(ctx, request, reply, player.id);
      return reply.status(201).send(toProfile(player, request.body.user.currency));
    },
  );

  app.post(
    '/users/sign_in',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail or phone and password',
        body: signInRequestSchema,
        response: { 200: profileSchema },
      },
      config: limited,
      preHandler: perAccount,
    },
    async (request, reply) => {
      const player = answer(
        await authenticate(ctx, request.body.user, ctx.site.countryOf(request)),
      );
      await openCookieSession(ctx, request, reply, player.id);
      ctx.log.info({ player_id: player.id }, 'player signed in');
      return toProfile(player, await ctx.players.activeCurrency(player.id));
    },
  );

  app.delete(
    '/users/sign_out',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the session of the cookie or Bearer token',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const session = await ctx.identity.session(request);
      if (session) await ctx.sessions.revoke(session.sessionId);
      clearSessionCookie(ctx, request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/token',
    {
      schema: {
        tags,
        summary:
          'A Bearer token for the Sportsbook API, for the signed-in player or by credentials',
        body: bearerTokenRequestSchema.nullish(),
        response: { 201: bearerTokenResponseSchema },
      },
      config: limited,
      preHandler: perAccount,
    },
    async (request, reply) => {
      const credentials = request.body?.user;
      let issued;
      if (credentials) {
        const player = answer(await authenticate(ctx, credentials, ctx.site.countryOf(request)));
        issued = await ctx.sessions.issue(player.id, 'bearer');
      } else {
        // Minted from the request's session: it ends when that session is signed out or expires.
        const session = await ctx.identity.session(request);
        if (!session) throw unauthorized();
        issued = await ctx.sessions.issue(session.playerId, 'bearer', session);
      }
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({
        token: issued.secret,
        token_type: 'Bearer' as const,
        expires_at: issued.expiresAt.toISOString(),
      });
    },
  );
};

export default usersRoutes;
