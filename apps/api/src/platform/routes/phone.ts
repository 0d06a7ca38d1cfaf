// Phone verification routes: status, send a code to a number, resend, verify.
import {
  phoneVerificationSchema,
  sendPhoneCodeRequestSchema,
  verifyPhoneRequestSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlatformContext } from '../context';
import { answer } from '../errors';

const phoneRoutes: FastifyPluginAsyncZod<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const tags = ['platform: player'];
  const response = { 200: phoneVerificationSchema };

  app.get(
    '/player/phone',
    { schema: { tags, summary: 'Phone verification status', response } },
    async (request) => ctx.phone.status(await ctx.identity.requirePlayerId(request)),
  );

  app.post(
    '/player/phone',
    {
      schema: {
        tags,
        summary: 'Set the phone number and send a code by SMS',
        body: sendPhoneCodeRequestSchema,
        response,
      },
    },
    async (request) => {
      const playerId = await ctx.identity.requirePlayerId(request);
      return answer(
        await ctx.phone.sendCode(playerId, request.body.phone_number, request.body.phone_country),
      );
    },
  );

  app.post(
    '/player/phone/resend',
    {
      schema: {
        tags,
        summary: 'Send a new code (after the resend timeout, within the SMS limit)',
        response,
      },
    },
    async (request) => answer(await ctx.phone.resend(await ctx.identity.requirePlayerId(request))),
  );

  app.post(
    '/player/phone/verify',
    {
      schema: {
        tags,
        summary: 'Verify the phone with the SMS code',
        body: verifyPhoneRequestSchema,
        response,
      },
    },
    async (request) =>
      answer(
        await ctx.phone.verify(await ctx.identity.requirePlayerId(request), request.body.code),
      ),
  );
};

export default phoneRoutes;
