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
import { readAllPages } from '@/lib/api/read-all-pages';
import { apiGet } from '@/lib/api/server';

export const getSports = () =>
  apiGet('/api/sb/sports', z.object({ data: z.array(sportSchema) })).then((r) => r.data);

// Category, league, event and team names come in the page's locale (sport names are the web's own
// messages); the API falls back to the default name where a language has none.

export const getCategories = (sportKey: string, locale: string) =>
  apiGet(
    `/api/sb/categories?sport_key=${encodeURIComponent(sportKey)}&locale=${locale}`,
    z.object({ data: z.array(categorySchema) }),
  ).then((r) => r.data);

export const getTournaments = (sportKey: string, locale: string) =>
  apiGet(
    `/api/sb/tournaments?sport_key=${encodeURIComponent(sportKey)}&locale=${locale}`,
    z.object({ data: z.array(tournamentSchema) }),
  ).then((r) => r.data);

type ListQuery = Record<string, string | number | boolean | undefined> & { locale: string };

export const getMatches = (query: ListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  return apiGet(`/api/sb/matches?${params}`, paginated(matchSchema));
};

/** Every match of a list query, following its pages to the last (500 a page, the API's most). */
export const getAllMatches = (query: ListQuery) =>
  readAllPages(
    (page) => getMatches({ limit: 500, ...query, page }),
    (match) => match.id,
  );

export const getMatch = (id: number, locale: string) =>
  apiGet(`/api/sb/matches/${id}?locale=${locale}`, matchSchema);

/** Every market of a match, following the pages to the last. */
export const getMarkets = (id: number) =>
  readAllPages(
    (page) =>
      apiGet(`/api/sb/matches/${id}/markets?limit=500&page=${page}`, paginated(marketSchema)),
    (market) => `${market.id}/${market.specifier}`,
  );
