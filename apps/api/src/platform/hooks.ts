// Where the platform's refusals from request checks (values from auth/) become HTTP answers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError, platformHttpError } from './errors';

type RefusalCheck = (
  request: FastifyRequest,
  reply: FastifyReply,
) => PlatformError | null | Promise<PlatformError | null>;

/** A request hook that answers a check's refusal through the platform's mapper. */
export const refusing =
  (check: RefusalCheck) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const refusal = await check(request, reply);
    if (refusal) throw platformHttpError(refusal);
  };

/** The 401 of a route that needs a signed-in player. */
export const unauthorized = () => platformHttpError(new PlatformError('UNAUTHORIZED'));
