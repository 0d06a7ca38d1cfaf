'use client';
// /api/sb/matches/{id}/history: the two sides' earlier meetings and each side's form.
import { matchHistorySchema, type MatchHistory } from '@sportsbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

export const matchHistoryQuery = (matchId: number, locale: string) =>
  queryOptions<MatchHistory>({
    queryKey: ['match-history', matchId, locale],
    queryFn: async ({ signal }) =>
      matchHistorySchema.parse(
        await apiFetch<unknown>(`/api/sb/matches/${matchId}/history?locale=${locale}`, { signal }),
      ),
    // Finished matches do not change: one read per page visit is enough.
    staleTime: 5 * 60_000,
  });
