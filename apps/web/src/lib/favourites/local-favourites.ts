'use client';
// A visitor's favourites, kept on this device until they sign in and choose to keep them.
import type { FavouriteType } from '@sportsbook/contracts';
import { safeLocalStorage } from '@/lib/safe-storage';
import type { FavouriteSets } from './favourites-state';

export type { FavouriteSets };

export const FAVOURITE_TYPES: readonly FavouriteType[] = ['matches', 'tournaments', 'sports'];

const STORAGE_KEY = 'sb-favourites';
/** What one device keeps for a visitor; the oldest stars give way past it. */
const LOCAL_PER_TYPE_MAX = 200;

export const emptySets = (): FavouriteSets => ({
  matches: new Set(),
  tournaments: new Set(),
  sports: new Set(),
});

export const countOf = (sets: FavouriteSets) =>
  FAVOURITE_TYPES.reduce((sum, type) => sum + sets[type].size, 0);

const ids = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.filter((id): id is number => Number.isInteger(id) && id > 0).slice(-LOCAL_PER_TYPE_MAX)
    : [];

export function readLocalFavourites(): FavouriteSets {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(safeLocalStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
  } catch {
    // A damaged entry is dropped: it held only stars.
  }
  const sets = emptySets();
  for (const type of FAVOURITE_TYPES) sets[type] = new Set(ids(stored?.[type]));
  return sets;
}

export function writeLocalFavourites(sets: FavouriteSets): void {
  if (countOf(sets) === 0) {
    safeLocalStorage.removeItem(STORAGE_KEY);
    return;
  }
  const stored = Object.fromEntries(
    FAVOURITE_TYPES.map((type) => [type, [...sets[type]].slice(-LOCAL_PER_TYPE_MAX)]),
  );
  safeLocalStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
}

/** The stars in `local` that `held` does not have yet (what a merge would add). */
export function missingFrom(local: FavouriteSets, held: FavouriteSets): FavouriteSets {
  const missing = emptySets();
  for (const type of FAVOURITE_TYPES)
    missing[type] = new Set([...local[type]].filter((id) => !held[type].has(id)));
  return missing;
}
