// Who the player of a request is: the session cookie or a Bearer token, resolved once per request.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PlatformError } from '../errors';
import { appHeaderRefusal } from './csrf';
import type { ActiveSession, SessionKind, SessionRow, SessionStore } from './sessions';

/** Name of the httpOnly session cookie (options in cookie.ts). */
export const SESSION_COOKIE = 'player_session';

export { unauthorized } from '../hooks';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1] ?? null;
}

/** A digest of the session secret a request carries (Bearer or cookie), to count per session. */
export function sessionKey(request: FastifyRequest): string | null {
  const secret = bearerToken(request) ?? sessionCookie(request);
  return secret && `session:${createHash('sha256').update(secret).digest('base64url')}`;
}

export function sessionCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[SESSION_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
}

export class Identity {
  private readonly resolved = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();

  /**
   * @param refuse turns a refusal into what the request rejects with (the platform's HTTP mapper,
   * given by the plugin), so callers of session() answer it without knowing of it.
   */
  constructor(
    private readonly sessions: SessionStore,
    private readonly refuse: (refusal: PlatformError) => Error,
  ) {}

  /**
   * The live session of a request. A Bearer token wins over the cookie. A cookie on a
   * state-changing request without the X-App header is refused (403): that is what a
   * cross-site request looks like.
   */
  session(request: FastifyRequest): Promise<ActiveSession | null> {
    let pending = this.resolved.get(request);
    if (!pending) {
      pending = this.remember(request, this.lookup(request));
    }
    return pending;
  }

  readonly resolvePlayerId = async (request: FastifyRequest): Promise<string | null> =>
    (await this.session(request))?.playerId ?? null;

  /** The player id, or a 401 with the error body. */
  async requirePlayerId(request: FastifyRequest): Promise<string> {
    const playerId = await this.resolvePlayerId(request);
    if (playerId === null) throw this.refuse(new PlatformError('UNAUTHORIZED'));
    return playerId;
  }

  /**
   * session(), with the row read by the caller's query (SessionStore.resolveWith); later calls of
   * session() for the request reuse the answer.
   */
  sessionWith<Row extends SessionRow>(
    request: FastifyRequest,
    read: (secretHash: string, kind: SessionKind) => Promise<Row | undefined>,
  ): Promise<{ session: ActiveSession; row: Row } | null> {
    const credentials = this.credentials(request);
    const pending = credentials
      ? this.sessions.resolveWith(credentials.secret, credentials.kind, read)
      : Promise.resolve(null);
    this.remember(
      request,
      pending.then((found) => found?.session ?? null),
    );
    return pending;
  }

  /**
   * Keeps a lookup for the rest of the request. A failed one (the database went away) is
   * forgotten, so a later call asks again, and is observed here, so it never surfaces as an
   * unhandled rejection when no later call awaits the kept promise: the caller's own promise
   * still rejects and the request answers through the error handler.
   */
  private remember(
    request: FastifyRequest,
    pending: Promise<ActiveSession | null>,
  ): Promise<ActiveSession | null> {
    this.resolved.set(request, pending);
    pending.catch(() => {
      if (this.resolved.get(request) === pending) this.resolved.delete(request);
    });
    return pending;
  }

  private async lookup(request: FastifyRequest): Promise<ActiveSession | null> {
    const credentials = this.credentials(request);
    return credentials ? this.sessions.resolve(credentials.secret, credentials.kind) : null;
  }

  /** The secret a request presents and its kind; a cross-site cookie write is refused. */
  private credentials(request: FastifyRequest): { secret: string; kind: SessionKind } | null {
    const token = bearerToken(request);
    if (token) return { secret: token, kind: 'bearer' };
    const cookie = sessionCookie(request);
    if (!cookie) return null;
    const refusal = appHeaderRefusal(request);
    if (refusal) throw this.refuse(refusal);
    return { secret: cookie, kind: 'cookie' };
  }
}
