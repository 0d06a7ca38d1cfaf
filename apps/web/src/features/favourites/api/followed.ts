// GET /api/sb/sports and /api/sb/tournaments: the names and addresses of the leagues and sports a
// player starred (the catalogue calls are public and cached, so they are read whole).
import type { Sport, Tournament } from '@sportsbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

const getCatalogue = async (locale: string, signal?: AbortSignal) => {
  const init = signal ? { signal } : {};
  const [sports, tournaments] = await Promise.all([
    apiFetch<{ data: Sport[] }>('/api/sb/sports', init),
    apiFetch<{ data: Tournament[] }>(`/api/sb/tournaments?locale=${locale}`, init),
  ]);
  return { sports: sports.data, tournaments: tournaments.data };
};

const followedOptions = (enabled: boolean, locale: string) =>
  queryOptions({
    queryKey: ['favourites', 'catalogue', locale],
    queryFn: ({ signal }) => getCatalogue(locale, signal),
    enabled,
    meta: { inlineError: true },
    staleTime: 5 * 60_000,
  });

export const useFollowedCatalogue = (enabled: boolean, locale: string) =>
  useQuery(followedOptions(enabled, locale));
