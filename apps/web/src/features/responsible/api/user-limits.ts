'use client';
// GET /user_limits: whether the player set any limit (activity tracking runs only then).
import type { UserLimit } from '@sportsbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

export const userLimitsQuery = (playerId: string) =>
  queryOptions({
    queryKey: ['user-limits', playerId] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: UserLimit[] }>('/api/platform/user_limits', { signal }),
    retry: false,
  });
