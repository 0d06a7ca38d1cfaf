'use client';
// Consequences of leaving the session that belong to other stores: quick bet turns off (spec 4).
import { useQuickBet } from '@/features/betslip';
import { usePlayer } from '@/lib/session/player-store';

/** Turns quick bet off whenever a logged-in player signs out or the session expires. */
export function linkQuickBetToSession(): () => void {
  return usePlayer.subscribe((state, previous) => {
    if (previous.authStatus === 'LOGGED_IN' && state.authStatus !== 'LOGGED_IN') {
      useQuickBet.getState().turnOff();
    }
  });
}
