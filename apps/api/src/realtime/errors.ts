// Realtime's refusals as values, and the one place they become HTTP answers: the uniform error
// body on the token routes and /emulation, Centrifugo's {error} (with HTTP 200) on the server API.
import { HttpError, notFound } from '../plugins/external/errors';
import { errors } from './protocol';
import { RealtimeError } from './publisher';

/** A refusal of a realtime service, returned (never thrown) to its route. */
export type RealtimeRefusal = { code: 'UNAUTHORIZED' } | { code: 'NODE_NOT_FOUND'; node: string };

export type RealtimeOutcome<T> = ({ ok: true } & T) | { ok: false; error: RealtimeRefusal };

export function realtimeHttpError(refusal: RealtimeRefusal): HttpError {
  if (refusal.code === 'NODE_NOT_FOUND') return notFound('node', refusal.node);
  return new HttpError(401, 'UNAUTHORIZED', 'error.unauthorized');
}

/** Centrifugo answers errors as {error} with HTTP 200; a refused publish is never thrown. */
export function serverApiError(cause: unknown) {
  if (cause instanceof RealtimeError)
    return { error: { code: cause.code, message: cause.message } };
  return { error: { code: errors.internal.code, message: errors.internal.message } };
}

/** A body the server API cannot read: Centrifugo's "bad request" (107), still with HTTP 200. */
export const serverApiBadRequest = {
  error: { code: errors.badRequest.code, message: errors.badRequest.message },
};
