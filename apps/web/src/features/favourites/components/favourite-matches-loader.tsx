'use client';
// The starred-matches list loads only where it is shown (a list's favourite filter is on): its
// query library is not part of every list page's first JavaScript.
import { lazyComponent } from '@/lib/lazy-component';
import type { FavouriteMatchesProps } from './favourite-matches';

export const FavouriteMatches = lazyComponent<FavouriteMatchesProps>(
  () => import('./favourite-matches').then((m) => m.FavouriteMatches),
  { ssr: true },
);
