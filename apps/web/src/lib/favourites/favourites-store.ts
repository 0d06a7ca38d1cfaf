'use client';
// Changing the favourites the page shows (favourites-state.ts). A player's are the API's, toggled
// optimistically and put back with an error alert when the call fails (spec 4 and 8). A visitor's
// are kept on this device, the visitor is asked to sign in, and once signed in the stars not yet
// held are offered for merging.
import type { FavouriteType } from '@sportsbook/contracts';
import { useAlerts } from '@/lib/alerts';
import { ClientApiError, endsSession } from '@/lib/api/client';
import { clientMessage } from '@/lib/i18n/client-messages';
import { reportError } from '@/lib/reporting/report-error';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { addFavourite, getFavourites, removeFavourite } from './favourites-api';
import {
  FAVOURITE_TYPES,
  countOf,
  emptySets,
  missingFrom,
  readLocalFavourites,
  writeLocalFavourites,
  type FavouriteSets,
} from './local-favourites';
import { useFavourites } from './favourites-state';

const withId = (sets: FavouriteSets, type: FavouriteType, id: number, on: boolean) => {
  const next = new Set(sets[type]);
  if (on) next.add(id);
  else next.delete(id);
  return { ...sets, [type]: next };
};

const setStar = (type: FavouriteType, id: number, on: boolean) =>
  useFavourites.setState((s) => ({ sets: withId(s.sets, type, id, on) }));

/** The favourite error alert (spec 8); an ended session or a cancelled call shows none. */
function alertFailure(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (error instanceof ClientApiError && endsSession(error.status, error.code)) return;
  reportError(error);
  useAlerts.getState().show({
    id: 'favourites-error',
    kind: 'error',
    title: clientMessage('favourites.error.title'),
    description: clientMessage('favourites.error.description'),
  });
}

/** Each item's latest toggle: a failure puts the star back only if no later toggle moved it. */
const latest = new Map<string, number>();
let toggles = 0;

export async function toggleFavourite(type: FavouriteType, id: number): Promise<void> {
  const { owner, sets } = useFavourites.getState();
  const on = !sets[type].has(id);
  if (owner === 'unknown') return; // the session is still loading: nothing to keep it against
  setStar(type, id, on);
  if (owner === 'visitor') {
    writeLocalFavourites(useFavourites.getState().sets);
    if (on) useAuthModal.getState().open({ modal: 'sign_in', reason: 'favourites' });
    return;
  }
  const key = `${type}:${id}`;
  const mine = ++toggles;
  latest.set(key, mine);
  try {
    await (on ? addFavourite(type, id) : removeFavourite(type, id));
  } catch (error) {
    if (latest.get(key) === mine && useFavourites.getState().owner === 'player')
      setStar(type, id, !on);
    alertFailure(error);
  }
}

/** A visitor: the stars kept on this device. */
export function showVisitorFavourites(): void {
  useFavourites.setState({ owner: 'visitor', sets: readLocalFavourites(), offered: null });
}

/** A signed-in player: their favourites from the API, and the device's stars offered to merge. */
export async function loadPlayerFavourites(signal?: AbortSignal): Promise<void> {
  const lists = await Promise.all(FAVOURITE_TYPES.map((type) => getFavourites(type, signal)));
  const held = emptySets();
  FAVOURITE_TYPES.forEach((type, i) => {
    held[type] = new Set(lists[i]!.map((favourite) => favourite.id));
  });
  const offered = missingFrom(readLocalFavourites(), held);
  if (countOf(offered) === 0) writeLocalFavourites(emptySets());
  useFavourites.setState({
    owner: 'player',
    sets: held,
    offered: countOf(offered) > 0 ? offered : null,
  });
}

/** Adds the offered stars to the player's favourites; those the API refuses are left out. */
export async function mergeOfferedFavourites(): Promise<void> {
  const { offered } = useFavourites.getState();
  if (!offered) return;
  useFavourites.setState({ offered: null });
  writeLocalFavourites(emptySets());
  const calls = FAVOURITE_TYPES.flatMap((type) => [...offered[type]].map((id) => ({ type, id })));
  for (const { type, id } of calls) setStar(type, id, true);
  const results = await Promise.allSettled(calls.map(({ type, id }) => addFavourite(type, id)));
  results.forEach((result, i) => {
    // An item gone from the catalogue since (404) is simply not kept; others are an error.
    if (result.status === 'fulfilled') return;
    const { type, id } = calls[i]!;
    setStar(type, id, false);
    const gone = result.reason instanceof ClientApiError && result.reason.status === 404;
    if (!gone) alertFailure(result.reason);
  });
}

/** Drops the device's stars without adding them. */
export function discardOfferedFavourites(): void {
  useFavourites.setState({ offered: null });
  writeLocalFavourites(emptySets());
}
