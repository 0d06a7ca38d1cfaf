// Votes (accounts-bonuses-integration sections 3 and 7): a match's "who will win" poll, the
// player's one vote and the results, live on the match's channel as votes arrive.
import { z } from 'zod';
import { VOTE_OUTCOMES } from './constants';

export { VOTE_OUTCOMES };

/** The poll of one match: `match:{id}:winner`. */
export const predictionIdSchema = z.string().regex(/^match:\d{1,12}:winner$/);

export const voteDataSchema = z.object({ outcome: z.enum(VOTE_OUTCOMES) });
export type VoteData = z.infer<typeof voteDataSchema>;

export const voteSchema = z.object({
  prediction_id: z.string(),
  data: voteDataSchema,
  created_at: z.string(),
});
export type Vote = z.infer<typeof voteSchema>;

/** Votes per outcome; `draw` only where the match can end level. */
export const voteResultsSchema = z.object({
  prediction_id: z.string(),
  outcomes: z.array(z.enum(VOTE_OUTCOMES)),
  counts: z.record(z.string(), z.number().int().min(0)),
  total: z.number().int().min(0),
  /** Voting ends when the match does. */
  open: z.boolean(),
});
export type VoteResults = z.infer<typeof voteResultsSchema>;

export const voteQuerySchema = z.object({ prediction_id: predictionIdSchema });
export const votePollSchema = z.object({ results: voteResultsSchema, vote: voteSchema.nullable() });
export type VotePoll = z.infer<typeof votePollSchema>;
export const castVoteSchema = z.object({ prediction_id: predictionIdSchema, data: voteDataSchema });
export type CastVote = z.infer<typeof castVoteSchema>;

/** Published on `match:{id}` when a vote is cast. */
export const voteChangedSchema = z.object({
  event_name: z.literal('vote_changed'),
  message: z.object({ results: voteResultsSchema }),
});
export type VoteChanged = z.infer<typeof voteChangedSchema>;
