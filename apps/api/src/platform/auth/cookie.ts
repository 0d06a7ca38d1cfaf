// The session cookie: httpOnly, SameSite=Lax (None and Partitioned when the site may be embedded
// and the request came over HTTPS, so a cross-site frame keeps it), Secure in production, a new
// session id at every sign-in.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context';
import { SESSION_COOKIE, sessionCookie } from './identity';

/**
 * A cross-site frame gets no SameSite=Lax cookie; SameSite=None needs Secure, so it is used only
 * over HTTPS on a site that lists embedding origins. Such a cookie is also Partitioned (CHIPS):
 * a browser that blocks third-party cookies still keeps it, in a jar of the host page's site.
 */
export const crossSiteAttributes = (
  embedded: boolean,
  secure: boolean,
): { sameSite: 'lax' } | { sameSite: 'none'; partitioned: true } =>
  embedded && secure ? { sameSite: 'none', partitioned: true } : { sameSite: 'lax' };

function sessionCookieOptions(
  ctx: PlatformContext,
  secure: boolean,
  expiresAt?: Date,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    ...crossSiteAttributes(ctx.site.config.embedding.allowed_origins.length > 0, secure),
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
    sessionCookieOptions(ctx, secure(ctx, request), session.expiresAt),
  );
}

export function clearSessionCookie(
  ctx: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(ctx, secure(ctx, request)));
}

const secure = (ctx: PlatformContext, request: FastifyRequest) =>
  ctx.policy.cookieSecure === 'auto' ? request.protocol === 'https' : ctx.policy.cookieSecure;
