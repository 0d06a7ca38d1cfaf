// What the stars read: the favourites the page shows, one set of ids per type, and whose they are.
// The code that changes them (toggling, a player's list from the API, a visitor's from this
// device, the merge offer) is favourites-store.ts, which loads with the favourites sync once the
// page is idle: a star stays disabled until then (owner 'unknown'), so no tap is lost.
import type { FavouriteType } from '@sportsbook/contracts';
import { create } from 'zustand';
import type * as FavouritesStoreModule from './favourites-store';

type FavouritesOwner = 'unknown' | 'visitor' | 'player';
export type FavouriteSets = Record<FavouriteType, ReadonlySet<number>>;

interface FavouritesState {
  owner: FavouritesOwner;
  sets: FavouriteSets;
  /** A visitor's stars the signed-in player does not hold yet, offered for merging. */
  offered: FavouriteSets | null;
}

export const useFavourites = create<FavouritesState>(() => ({
  owner: 'unknown',
  sets: { matches: new Set(), tournaments: new Set(), sports: new Set() },
  offered: null,
}));

type FavouritesStore = typeof FavouritesStoreModule;
let store: FavouritesStore | null = null;
let loading: Promise<FavouritesStore> | null = null;

/** The code that changes the stars, loaded once (the sync loads it before any star is enabled). */
export function loadFavouritesStore(): Promise<FavouritesStore> {
  loading ??= import('./favourites-store').then((loaded) => (store = loaded));
  return loading;
}

/** A tap on a star: toggled at once when the store's code is here, as soon as it arrives if not. */
export function tapStar(type: FavouriteType, id: number): void {
  if (store) void store.toggleFavourite(type, id);
  else void loadFavouritesStore().then((loaded) => loaded.toggleFavourite(type, id));
}
