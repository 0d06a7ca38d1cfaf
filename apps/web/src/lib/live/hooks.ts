'use client';
// React access to the live store: each hook watches one key.
import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { liveCatalogue, type LiveMatchState, type LiveOutcome } from './live-catalogue';

/**
 * The outcome as it stands. The component re-renders only for a change `matters` says it must
 * render (a price suspended or reopened, say); it sees every other change at its next render,
 * and a caller that shows those changes sooner writes them itself (`onOutcomeChange`).
 */
export function useLiveOutcome(
  key: string,
  initial: LiveOutcome,
  matters: (before: LiveOutcome, after: LiveOutcome) => boolean = () => true,
): LiveOutcome {
  // What the component shows until the store holds the outcome: the first change is compared
  // with it, so a price's first move does not re-render its button either.
  const shown = useRef(initial);
  useLayoutEffect(() => {
    shown.current = initial;
  });
  const subscribe = useCallback(
    (listener: () => void) => {
      let last = liveCatalogue.outcomes.get(key) ?? shown.current;
      return liveCatalogue.outcomes.subscribe(key, () => {
        const next = liveCatalogue.outcomes.get(key);
        const skip = next !== undefined && !matters(last, next);
        if (next) last = next;
        if (!skip) listener();
      });
    },
    [key, matters],
  );
  return useSyncExternalStore(
    subscribe,
    () => liveCatalogue.outcomes.get(key) ?? initial,
    () => initial,
  );
}

/** Calls `effect` with the outcome on each change of `key`, outside React's rendering. */
export function onOutcomeChange(key: string, effect: (outcome: LiveOutcome) => void): () => void {
  return liveCatalogue.outcomes.subscribe(key, () => {
    const next = liveCatalogue.outcomes.get(key);
    if (next) effect(next);
  });
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
