'use client';
// /api/sb/matches/{id}/lineups and /timeline: the sides' line-ups and the match's goals and cards.
import {
  matchLineupsSchema,
  matchTimelineSchema,
  type MatchLineups,
  type MatchTimeline,
} from '@sportsbook/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

export const matchLineupsQuery = (matchId: number) =>
  queryOptions<MatchLineups>({
    queryKey: ['match-lineups', matchId],
    queryFn: async ({ signal }) =>
      matchLineupsSchema.parse(
        await apiFetch<unknown>(`/api/sb/matches/${matchId}/lineups`, { signal }),
      ),
    // A line-up does not change during a visit.
    staleTime: 30 * 60_000,
  });

/**
 * The timeline, read again whenever `revision` changes (the live score or period moved) and every
 * `pollMs` while the match is live, for the cards the score does not show.
 */
export const matchTimelineQuery = (matchId: number, revision: string, pollMs: number | false) =>
  queryOptions<MatchTimeline>({
    queryKey: ['match-timeline', matchId, revision],
    queryFn: async ({ signal }) =>
      matchTimelineSchema.parse(
        await apiFetch<unknown>(`/api/sb/matches/${matchId}/timeline`, { signal }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
    staleTime: 2_000,
  });
