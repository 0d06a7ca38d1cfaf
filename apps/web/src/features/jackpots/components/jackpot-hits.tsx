'use client';
// The jackpot hit modal, mounted once in the layout: its code loads only for a signed-in player
// while the site's jackpots flag is on.
import { lazyComponent } from '@/lib/lazy-component';
import { useSystem } from '@/lib/api/system';
import { usePlayer } from '@/lib/session/player-store';

const JackpotHitsBody = lazyComponent(() => import('./jackpot-hits-body'));

export function JackpotHits() {
  const enabled = useSystem().data?.features.jackpots === true;
  const signedIn = usePlayer((s) => s.authStatus === 'LOGGED_IN');
  const playerId = usePlayer((s) => s.profile?.id);
  return enabled && signedIn && playerId ? <JackpotHitsBody key={String(playerId)} /> : null;
}
