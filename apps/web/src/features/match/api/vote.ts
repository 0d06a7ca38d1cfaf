'use client';
// /api/sb/vote: a match's "who will win" poll with the player's vote, and casting it.
import type { VoteData, VotePoll } from '@sportsbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

export const votePollQuery = (predictionId: string, playerId: string | null) =>
  queryOptions<VotePoll>({
    queryKey: ['vote', predictionId, playerId],
    queryFn: ({ signal }) =>
      apiFetch<VotePoll>(`/api/sb/vote?prediction_id=${encodeURIComponent(predictionId)}`, {
        signal,
      }),
  });

export function castVote(predictionId: string, data: VoteData): Promise<VotePoll> {
  return apiFetch<VotePoll>('/api/sb/vote', {
    method: 'POST',
    body: { prediction_id: predictionId, data },
  });
}
