// Catalogue reads for server components, parsed by the shared contracts.
import 'server-only';
import {
  matchSchema,
  paginated,
  sportSchema,
  tournamentSchema,
  categorySchema,
  marketSchema,
} from '@sportsbook/contracts';
import { z } from 'zod';
import { apiGet } from '@/lib/api/server';

export const getSports = () =>
  apiGet('/api/sb/sports', z.object({ data: z.array(sportSchema) })).then((r) => r.data);

export const getCategories = (sportKey: string) =>
  apiGet(
    `/api/sb/categories?sport_key=${encodeURIComponent(sportKey)}`,
    z.object({ data: z.array(categorySchema) }),
  ).then((r) => r.data);

export const getTournaments = (sportKey: string) =>
  apiGet(
    `/api/sb/tournaments?sport_key=${encodeURIComponent(sportKey)}`,
    z.object({ data: z.array(tournamentSchema) }),
  ).then((r) => r.data);

export const getMatches = (query: Record<string, string | number | boolean | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  return apiGet(`/api/sb/matches?${params}`, paginated(matchSchema));
};

export const getMatch = (id: number) => apiGet(`/api/sb/matches/${id}`, matchSchema);

export const getMarkets = (id: number) =>
  apiGet(`/api/sb/matches/${id}/markets?limit=500`, paginated(marketSchema)).then((r) => r.data);
