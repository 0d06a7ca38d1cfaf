// Who the player of a request is: the session cookie or a Bearer token, resolved once per request.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/external/errors';
import { hasAppHeader, isStateChanging, missingAppHeader } from './csrf';
import type { ActiveSession, SessionStore } from './sessions';

/** Name of the httpOnly session cookie (options in cookie.ts). */
export const SESSION_COOKIE = 'player_session';

export const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', 'error.unauthorized');

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1] ?? null;
}

export function sessionCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[SESSION_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
}

export class Identity {
  private readonly resolved = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();

  constructor(private readonly sessions: SessionStore) {}

  /**
   * The live session of a request. A Bearer token wins over the cookie. A cookie on a
   * state-changing request without the X-App header is refused (403): that is what a
   * cross-site request looks like.
   */
  session(request: FastifyRequest): Promise<ActiveSession | null> {
    let pending = this.resolved.get(request);
    if (!pending) {
      pending = this.lookup(request);
      this.resolved.set(request, pending);
    }
    return pending;
  }

  readonly resolvePlayerId = async (request: FastifyRequest): Promise<string | null> =>
    (await this.session(request))?.playerId ?? null;

  /** The player id, or a 401 with the error body. */
  async requirePlayerId(request: FastifyRequest): Promise<string> {
    const playerId = await this.resolvePlayerId(request);
    if (playerId === null) throw unauthorized();
    return playerId;
  }

  private async lookup(request: FastifyRequest): Promise<ActiveSession | null> {
    const token = bearerToken(request);
    if (token) return this.sessions.resolve(token, 'bearer');
    const cookie = sessionCookie(request);
    if (!cookie) return null;
    if (isStateChanging(request) && !hasAppHeader(request)) throw missingAppHeader();
    return this.sessions.resolve(cookie, 'cookie');
  }
}
