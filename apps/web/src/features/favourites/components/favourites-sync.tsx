'use client';
// Keeps the stars in step with the session: a visitor's from this device, a player's from the
// API; after sign-in, offers to add the stars a visitor left on this device (spec: favourites).
// The layout mounts it once the page is idle; the code that reads and changes the stars
// (favourites-store.ts, with the device storage and the API calls) loads with it.
import { lazyComponent } from '@/lib/lazy-component';
import { useEffect } from 'react';
import { reportFailure } from '@/lib/api/client';
import { loadFavouritesStore, useFavourites } from '@/lib/favourites/favourites-state';
import { usePlayer } from '@/lib/session/player-store';

// The offer shows at most once a sign-in: its dialog loads when there is something to offer.
const MergeDialog = lazyComponent(() =>
  import('./favourites-merge-dialog').then((m) => m.MergeDialog),
);

export function FavouritesSync() {
  const status = usePlayer((s) => s.authStatus);
  const offered = useFavourites((s) => s.offered);
  useEffect(() => {
    if (status !== 'NOT_LOGGED_IN' && status !== 'LOGGED_IN') return;
    const controller = new AbortController();
    loadFavouritesStore()
      .then((store) => {
        if (controller.signal.aborted) return;
        if (status === 'NOT_LOGGED_IN') store.showVisitorFavourites();
        if (status === 'LOGGED_IN') return store.loadPlayerFavourites(controller.signal);
      })
      .catch((error: unknown) => reportFailure(error, true));
    return () => controller.abort();
  }, [status]);
  return status === 'LOGGED_IN' && offered ? <MergeDialog offered={offered} /> : null;
}
