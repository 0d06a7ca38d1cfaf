// Devise-style recovery routes: password reset, confirmation and unlock, each with a resend.
import {
  confirmationQuerySchema,
  instructionsSentSchema,
  profileSchema,
  recoveryRequestSchema,
  resetPasswordRequestSchema,
  unlockQuerySchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openCookieSession } from '../auth/cookie';
import {
  confirm,
  requestPasswordReset,
  resendConfirmation,
  resendUnlock,
  resetPassword,
  unlock,
  withResponseFloor,
} from '../auth/recovery';
import { accountRateLimit } from '../auth/rate-limits';
import { refusing } from '../hooks';
import type { PlatformContext } from '../context';
import { toProfile } from '../player/profile';
import { answer } from '../errors';

const recoveryRoutes: FastifyPluginAsyncZod<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const tags = ['platform: accounts'];
  const limited = { rateLimit: ctx.policy.rateLimit };
  const perAccount = refusing(accountRateLimit(app, ctx.policy.accountRateLimit));
  const sent = { 200: instructionsSentSchema };
  // Paranoid answers: the same whether or not an account exists, so no one can probe for accounts.

  app.post(
    '/users/password',
    {
      schema: {
        tags,
        summary: 'Send password reset instructions',
        body: recoveryRequestSchema,
        response: sent,
      },
      config: limited,
      preHandler: perAccount,
    },
    async (request) => {
      await withResponseFloor(ctx, () => requestPasswordReset(ctx, request.body.user));
      return { message: 'devise.passwords.send_paranoid_instructions' };
    },
  );

  app.put(
    '/users/password',
    {
      schema: {
        tags,
        summary: 'Set a new password with reset_password_token; ends other sessions, signs in',
        body: resetPasswordRequestSchema,
        response: { 200: profileSchema },
      },
      config: limited,
    },
    async (request, reply) => {
      const { reset_password_token, password } = request.body.user;
      const player = answer(await resetPassword(ctx, reset_password_token, password));
      await openCookieSession(ctx, request, reply, player.id);
      return toProfile(player, await ctx.players.activeCurrency(player.id));
    },
  );

  app.get(
    '/users/confirmation',
    {
      schema: {
        tags,
        summary: 'Confirm the account',
        querystring: confirmationQuerySchema,
        response: sent,
      },
      config: limited,
    },
    async (request) => {
      answer(await confirm(ctx, request.query.confirmation_token));
      return { message: 'devise.confirmations.confirmed' };
    },
  );

  app.post(
    '/users/confirmation',
    {
      schema: {
        tags,
        summary: 'Resend confirmation instructions',
        body: recoveryRequestSchema,
        response: sent,
      },
      config: limited,
      preHandler: perAccount,
    },
    async (request) => {
      await withResponseFloor(ctx, () => resendConfirmation(ctx, request.body.user));
      return { message: 'devise.confirmations.send_paranoid_instructions' };
    },
  );

  app.get(
    '/users/unlock',
    {
      schema: {
        tags,
        summary: 'Unlock the account',
        querystring: unlockQuerySchema,
        response: sent,
      },
      config: limited,
    },
    async (request) => {
      answer(await unlock(ctx, request.query.unlock_token));
      return { message: 'devise.unlocks.unlocked' };
    },
  );

  app.post(
    '/users/unlock',
    {
      schema: {
        tags,
        summary: 'Resend unlock instructions',
        body: recoveryRequestSchema,
        response: sent,
      },
      config: limited,
      preHandler: perAccount,
    },
    async (request) => {
      await withResponseFloor(ctx, () => resendUnlock(ctx, request.body.user));
      return { message: 'devise.unlocks.send_paranoid_instructions' };
    },
  );
};

export default recoveryRoutes;
