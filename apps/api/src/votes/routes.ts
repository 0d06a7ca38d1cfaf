// /api/sb/vote: a match poll's results with the player's vote, and casting the one vote.
import {
  castVoteSchema,
  errorBodySchema,
  votePollSchema,
  voteQuerySchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAppHeader } from '../platform/auth/csrf';
import { unauthorized } from '../platform/auth/identity';
import { HttpError } from '../plugins/external/errors';
import { VoteError, type VoteRefusal } from './vote-service';

const REFUSALS: Record<VoteRefusal, { status: number; message: string }> = {
  PREDICTION_NOT_FOUND: { status: 404, message: 'error.vote.not_found' },
  VOTE_CLOSED: { status: 409, message: 'error.vote.closed' },
  VOTE_ALREADY_CAST: { status: 409, message: 'error.vote.already_cast' },
  VOTE_OUTCOME_INVALID: { status: 422, message: 'error.vote.outcome_invalid' },
};

function orThrow<T>(value: T | VoteError): T {
  if (!(value instanceof VoteError)) return value;
  const refusal = REFUSALS[value.code];
  throw new HttpError(refusal.status, value.code, refusal.message);
}

const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['votes'];
  const errors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  };

  app.get(
    '/vote',
    {
      schema: {
        tags,
        summary: "A poll's results, with the player's vote when signed in",
        querystring: voteQuerySchema,
        response: { 200: votePollSchema, ...errors },
      },
    },
    async (request) =>
      orThrow(
        await app.votes.poll(request.query.prediction_id, await app.resolvePlayerId(request)),
      ),
  );

  app.post(
    '/vote',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary: 'Cast the one vote of the player in a poll',
        body: castVoteSchema,
        response: { 200: votePollSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const playerId = await app.resolvePlayerId(request);
      if (!playerId) throw unauthorized();
      return orThrow(await app.votes.cast(playerId, request.body.prediction_id, request.body.data));
    },
  );
};

export default votesRoutes;
