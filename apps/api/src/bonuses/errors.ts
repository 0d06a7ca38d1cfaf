// The bonus module's refusals as HTTP answers: the refusal's status and code, the domain's
// message id for the code.
import { bonusRefusalMessageId, type BonusRefusal } from '@sportsbook/domain';
import { HttpError } from '../plugins/external/errors';
import { BonusError } from './bonus-error';

/** A refusal as the HTTP error a route throws. */
export const bonusHttpError = (error: BonusError) =>
  new HttpError(error.statusCode, error.code, bonusRefusalMessageId(error.code));

/** The HTTP error of a refusal with a status of its own (the development routes'). */
export const bonusRefused = (status: number, code: BonusRefusal) =>
  bonusHttpError(new BonusError(status, code));

/** A service's result: the value, or its refusal thrown as the HTTP error. */
export function orThrow<T>(value: T | BonusError): T {
  if (value instanceof BonusError) throw bonusHttpError(value);
  return value;
}
