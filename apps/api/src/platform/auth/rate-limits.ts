// Limits of the auth routes: per client (the route's own rate limit) and per account named.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError } from '../errors';

/** The account a body names (`user.email` or `user.phone`), in the form it is looked up by. */
function accountOf(body: unknown): string | null {
  const user = (body as { user?: { email?: unknown; phone?: unknown } } | null | undefined)?.user;
  if (typeof user?.email === 'string' && user.email) return `email:${user.email.toLowerCase()}`;
  if (typeof user?.phone === 'string' && user.phone) return `phone:${user.phone}`;
  return null;
}

/**
 * A check counting the calls that name one account, whichever clients they come from:
 * guesses at one account spread over many addresses still meet a limit, while the per-client
 * limit (keyed on the real client address) keeps one visitor from exhausting anyone else's.
 * Calls that name no account count only per client. A refused call is told when to retry; the
 * route's preHandler answers the refusal (platform/hooks.ts `refusing`).
 */
export function accountRateLimit(
  app: FastifyInstance,
  limit: { max: number; timeWindow: string },
): (request: FastifyRequest, reply: FastifyReply) => Promise<PlatformError | null> {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request: FastifyRequest) => `account:${accountOf(request.body) ?? ''}`,
  });
  return async function limitPerAccount(request, reply) {
    if (accountOf(request.body) === null) return null;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return null;
    reply.header('retry-after', String(result.ttlInSeconds));
    return new PlatformError('TOO_MANY_REQUESTS');
  };
}
