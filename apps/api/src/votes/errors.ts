// The votes module's refusals as HTTP answers.
import { HttpError } from '../plugins/external/errors';
import { VoteError, type VoteRefusal } from './vote-service';

const REFUSALS: Record<VoteRefusal, { status: number; message: string }> = {
  PREDICTION_NOT_FOUND: { status: 404, message: 'error.vote.not_found' },
  VOTE_CLOSED: { status: 409, message: 'error.vote.closed' },
  VOTE_ALREADY_CAST: { status: 409, message: 'error.vote.already_cast' },
  VOTE_OUTCOME_INVALID: { status: 422, message: 'error.vote.outcome_invalid' },
};

/** A service's result: the value, or its refusal thrown as the HTTP error. */
export function orThrow<T>(value: T | VoteError): T {
  if (!(value instanceof VoteError)) return value;
  const refusal = REFUSALS[value.code];
  throw new HttpError(refusal.status, value.code, refusal.message);
}
