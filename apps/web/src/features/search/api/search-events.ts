// GET /api/sb/search: the fetcher, its query options and its hook.
import { matchSchema, SEARCH_MAX, SEARCH_MIN } from '@sportsbook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api/client';

const searchResultSchema = z.object({ data: z.array(matchSchema) });

export const searchEvents = (q: string, signal?: AbortSignal) =>
  apiFetch(
    `/api/sb/search?q=${encodeURIComponent(q)}`,
    searchResultSchema,
    signal ? { signal } : {},
  ).then((r) => r.data);

export const isSearchable = (q: string) =>
  q.trim().length >= SEARCH_MIN && q.trim().length <= SEARCH_MAX;

export const searchEventsOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q.trim().toLocaleLowerCase()],
    queryFn: ({ signal }) => searchEvents(q.trim(), signal),
    enabled: isSearchable(q),
    placeholderData: keepPreviousData,
  });

export const useSearchEvents = (q: string) => useQuery(searchEventsOptions(q));
