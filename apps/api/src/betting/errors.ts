// The one place betting refusals become HTTP answers (the spec's error bodies and message ids).
import { HttpError, notFound } from '../plugins/external/errors';
import type { CashoutError } from './cashout-service';
import type { PlacementError } from './placement-error';

export type BettingError = PlacementError | CashoutError;

export function bettingHttpError(error: BettingError): HttpError {
  if (error.kind === 'placement') {
    return new HttpError(error.statusCode, error.code, error.messageId, error.data);
  }
  if (error.code === 'BET_NOT_FOUND') return notFound('bet', String(error.betId));
  return new HttpError(422, error.code, `error.cashout.${error.code.toLowerCase()}`, {
    to_cashout: error.toCashout,
  });
}
