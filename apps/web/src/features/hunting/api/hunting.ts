'use client';
// /api/sb/bonuses/huntings, /tournaments and /tournaments/{id}/rating, and activation. The query
// keys sit under ['bonuses'], so a refresh of the bonuses (a toast, an activation) reaches them.
import type { Bonus, TournamentRating } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

const BASE = '/api/sb/bonuses';
/** Every hunting and tournament the page shows (the call's default page is 4). */
const PAGE_LIMIT = 50;
/** The leaderboard's rows. */
const RATING_LIMIT = 10;

type Page = { data: Bonus[] };

const pageOf = (kind: 'huntings' | 'tournaments', locale: string, signal?: AbortSignal) =>
  apiFetch<Page>(`${BASE}/${kind}?limit=${PAGE_LIMIT}&locale=${encodeURIComponent(locale)}`, {
    ...(signal ? { signal } : {}),
  }).then((page) => page.data);

export const huntingsQuery = (playerId: string | undefined, locale: string) => ({
  queryKey: ['bonuses', 'huntings', playerId, locale] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => pageOf('huntings', locale, signal),
  staleTime: 0,
});

export const tournamentsQuery = (playerId: string | undefined, locale: string) => ({
  queryKey: ['bonuses', 'tournaments', playerId, locale] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => pageOf('tournaments', locale, signal),
  staleTime: 0,
});

export const ratingQuery = (id: string) => ({
  queryKey: ['bonuses', 'tournament-rating', id] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<TournamentRating>(
      `${BASE}/tournaments/${encodeURIComponent(id)}/rating?limit=${RATING_LIMIT}`,
      { signal },
    ),
  staleTime: 0,
});

export function activateHunting(id: string, locale: string): Promise<Bonus> {
  return apiFetch<Bonus>(
    `${BASE}/${encodeURIComponent(id)}/activate?locale=${encodeURIComponent(locale)}`,
    { method: 'POST' },
  );
}
