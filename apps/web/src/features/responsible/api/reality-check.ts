'use client';
// GET /sportsbook_sessions/reality_check: the session's stakes and wins, refetched every 30 s
// with no cache while a session runs (spec: reality check and session limit).
import type { RealityCheck } from '@sportsbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, ClientApiError } from '@/lib/api/client';

const REALITY_CHECK_REFETCH_MS = 30_000;

function getRealityCheck(signal: AbortSignal): Promise<RealityCheck> {
  return apiFetch<RealityCheck>('/api/platform/sportsbook_sessions/reality_check', { signal });
}

export const realityCheckQuery = (playerId: string) =>
  queryOptions({
    queryKey: ['reality-check', playerId] as const,
    queryFn: ({ signal }) => getRealityCheck(signal),
    // A 400 (no session any more) stops the polling until the next sign-in.
    refetchInterval: (query) =>
      query.state.error instanceof ClientApiError && query.state.error.status === 400
        ? false
        : REALITY_CHECK_REFETCH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
