// GET /api/sb/search: the fetcher, its query options and its hook.
import type { Match } from '@sportsbook/contracts';
import { isValidSearchQuery } from '@sportsbook/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

/** Matches found by their names in `locale` or their default names, answered in `locale`. */
const searchEvents = (q: string, locale: string, signal?: AbortSignal) =>
  apiFetch<{ data: Match[] }>(
    `/api/sb/search?q=${encodeURIComponent(q)}&locale=${locale}`,
    signal ? { signal } : {},
  ).then((r) => r.data);

const searchEventsOptions = (q: string, locale: string) =>
  queryOptions({
    queryKey: ['search', locale, q.trim().toLocaleLowerCase()],
    meta: { inlineError: true },
    queryFn: ({ signal }) => searchEvents(q.trim(), locale, signal),
    enabled: isValidSearchQuery(q),
    placeholderData: keepPreviousData,
  });

export const useSearchEvents = (q: string, locale: string) =>
  useQuery(searchEventsOptions(q, locale));
