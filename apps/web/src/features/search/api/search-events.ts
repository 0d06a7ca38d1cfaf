// GET /api/sb/search: the fetcher, its query options and its hook.
import type { Match } from '@sportsbook/contracts';
import { isValidSearchQuery } from '@sportsbook/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

const searchEvents = (q: string, signal?: AbortSignal) =>
  apiFetch<{ data: Match[] }>(
    `/api/sb/search?q=${encodeURIComponent(q)}`,
    signal ? { signal } : {},
  ).then((r) => r.data);

const searchEventsOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q.trim().toLocaleLowerCase()],
    meta: { inlineError: true },
    queryFn: ({ signal }) => searchEvents(q.trim(), signal),
    enabled: isValidSearchQuery(q),
    placeholderData: keepPreviousData,
  });

export const useSearchEvents = (q: string) => useQuery(searchEventsOptions(q));
