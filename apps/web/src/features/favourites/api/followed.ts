// GET /api/sb/sports and /api/sb/tournaments: the names and addresses of the leagues and sports a
// player starred (the catalogue calls are public and cached, so they are read whole).
import type { Sport, Tournament } from '@sportsbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

const getCatalogue = async (signal?: AbortSignal) => {
  const init = signal ? { signal } : {};
  const [sports, tournaments] = await Promise.all([
    apiFetch<{ data: Sport[] }>('/api/sb/sports', init),
    apiFetch<{ data: Tournament[] }>('/api/sb/tournaments', init),
  ]);
  return { sports: sports.data, tournaments: tournaments.data };
};

const followedOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['favourites', 'catalogue'],
    queryFn: ({ signal }) => getCatalogue(signal),
    enabled,
    meta: { inlineError: true },
    staleTime: 5 * 60_000,
  });

export const useFollowedCatalogue = (enabled: boolean) => useQuery(followedOptions(enabled));
