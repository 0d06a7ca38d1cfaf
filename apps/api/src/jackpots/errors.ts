// The one place the jackpots' refusals become HTTP answers (codes and message ids).
import { HttpError, notFound } from '../plugins/external/errors';
import type { JackpotsError } from './jackpot-service';

const MESSAGE_IDS: Record<JackpotsError, string> = {
  JACKPOTS_DISABLED: 'error.jackpots.disabled',
  JACKPOT_NOT_FOUND: 'error.jackpots.not_found',
  JACKPOT_HIT_NOT_FOUND: 'error.jackpots.hit_not_found',
};

const isJackpotsError = (value: unknown): value is JackpotsError =>
  typeof value === 'string' && value in MESSAGE_IDS;

export const jackpotsHttpError = (error: JackpotsError): HttpError =>
  new HttpError(404, error, MESSAGE_IDS[error]);

/** A route's answer from a service's result: the value, or the refusal as its HTTP error. */
export function orThrow<T>(value: T | JackpotsError): T {
  if (isJackpotsError(value)) throw jackpotsHttpError(value);
  return value as T;
}

/** A development hit whose answer could not be read back. */
export const hitNotFound = (hitId: number): HttpError => notFound('jackpot hit', hitId);
