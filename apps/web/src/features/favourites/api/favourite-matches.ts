// GET /api/sb/matches?favourite=1: the signed-in player's starred matches with a list's other
// filters (the favourites page and the favourite filter of match lists).
import type { Match } from '@sportsbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

export type MatchListQuery = Record<string, string | number>;

/** The API's page limit; a player's favourites fit in one page of a list. */
const LIMIT = 500;

const getFavouriteMatches = (query: MatchListQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams({ ...query, favourite: '1', limit: String(LIMIT) } as Record<
    string,
    string
  >);
  return apiFetch<{ data: Match[] }>(`/api/sb/matches?${params}`, signal ? { signal } : {}).then(
    (answer) => answer.data,
  );
};

const favouriteMatchesOptions = (query: MatchListQuery, enabled: boolean) =>
  queryOptions({
    queryKey: ['favourite-matches', query],
    queryFn: ({ signal }) => getFavouriteMatches(query, signal),
    enabled,
    meta: { inlineError: true },
    staleTime: 0,
  });

export const useFavouriteMatches = (query: MatchListQuery, enabled: boolean) =>
  useQuery(favouriteMatchesOptions(query, enabled));
