// The signed-in player's acceptance of the terms and conditions in force.
import { acceptTermsRequestSchema, termsStatusSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlatformContext } from '../context';
import { answer } from '../errors';

const termsRoutes: FastifyPluginAsyncZod<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const tags = ['platform: player'];

  app.get(
    '/player/terms',
    {
      schema: {
        tags,
        summary: 'The terms version in force and whether the player accepted it',
        response: { 200: termsStatusSchema },
      },
    },
    async (request, reply) => {
      const playerId = await ctx.identity.requirePlayerId(request);
      reply.header('cache-control', 'no-store');
      return ctx.terms.status(playerId);
    },
  );

  app.post(
    '/player/terms',
    {
      schema: {
        tags,
        summary: 'Accept the terms version in force (409 when the version shown is not current)',
        body: acceptTermsRequestSchema,
        response: { 200: termsStatusSchema },
      },
    },
    async (request) => {
      const playerId = await ctx.identity.requirePlayerId(request);
      return answer(await ctx.terms.accept(playerId, request.body.version));
    },
  );
};

export default termsRoutes;
