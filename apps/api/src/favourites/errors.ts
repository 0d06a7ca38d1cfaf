// The favourites module's refusals as HTTP answers.
import { HttpError } from '../plugins/external/errors';
import { FavouriteError, type FavouriteRefusal } from './favourites-service';

const ANSWERS: Record<FavouriteRefusal, readonly [number, string]> = {
  FAVOURITE_NOT_FOUND: [404, 'error.favourites.not_found'],
  FAVOURITES_LIMIT_REACHED: [422, 'error.favourites.limit_reached'],
};

/** A service's result: the value, or its refusal thrown as the HTTP error. */
export function orThrow<T>(value: T | FavouriteError): T {
  if (!(value instanceof FavouriteError)) return value;
  const [status, messageId] = ANSWERS[value.code];
  throw new HttpError(status, value.code, messageId);
}
