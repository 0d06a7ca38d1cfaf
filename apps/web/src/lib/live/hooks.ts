'use client';
// React access to the live store: each hook watches one key.
import { useCallback, useSyncExternalStore } from 'react';
import { liveCatalogue, type LiveMatchState, type LiveOutcome } from './live-catalogue';

export function useLiveOutcome(key: string, initial: LiveOutcome): LiveOutcome {
  const subscribe = useCallback(
    (listener: () => void) => liveCatalogue.outcomes.subscribe(key, listener),
    [key],
  );
  return useSyncExternalStore(
    subscribe,
    () => liveCatalogue.outcomes.get(key) ?? initial,
    () => initial,
  );
}

export function useLiveMatch(matchId: number, initial: LiveMatchState): LiveMatchState {
  const key = String(matchId);
  const subscribe = useCallback(
    (listener: () => void) => liveCatalogue.matches.subscribe(key, listener),
    [key],
  );
  return useSyncExternalStore(
    subscribe,
    () => liveCatalogue.matches.get(key) ?? initial,
    () => initial,
  );
}
