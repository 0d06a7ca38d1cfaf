// The session cookie: httpOnly, SameSite=Lax, Secure in production, a new session id at every sign-in.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context';
import { SESSION_COOKIE, sessionCookie } from './identity';

function sessionCookieOptions(secure: boolean, expiresAt?: Date): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(expiresAt ? { expires: expiresAt } : {}),
  };
}

/** Signs the player in: any session the request came with ends, a fresh one is issued. */
export async function openCookieSession(
  ctx: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
  playerId: string,
): Promise<void> {
  const previous = sessionCookie(request);
  if (previous) await ctx.sessions.revokeBySecret(previous);
  const session = await ctx.sessions.issue(playerId, 'cookie');
  reply.setCookie(
    SESSION_COOKIE,
    session.secret,
    sessionCookieOptions(secure(ctx, request), session.expiresAt),
  );
}

export function clearSessionCookie(
  ctx: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure(ctx, request)));
}

const secure = (ctx: PlatformContext, request: FastifyRequest) =>
  ctx.policy.cookieSecure === 'auto' ? request.protocol === 'https' : ctx.policy.cookieSecure;
