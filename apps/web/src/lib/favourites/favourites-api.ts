'use client';
// /api/sb/favourites (spec section 7): a type's favourites, and starring or unstarring one item.
import type { Favourite, FavouriteType } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

const BASE = '/api/sb/favourites';

export const getFavourites = (type: FavouriteType, signal?: AbortSignal) =>
  apiFetch<{ data: Favourite[] }>(`${BASE}/${type}`, signal ? { signal } : {}).then(
    (answer) => answer.data,
  );

export const addFavourite = (type: FavouriteType, id: number) =>
  apiFetch<Favourite>(`${BASE}/${type}/${id}`, { method: 'POST' });

export const removeFavourite = (type: FavouriteType, id: number) =>
  apiFetch<null>(`${BASE}/${type}/${id}`, { method: 'DELETE' });
