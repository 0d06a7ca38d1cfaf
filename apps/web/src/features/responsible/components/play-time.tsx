'use client';
// Responsible gambling in the page, mounted once in the layout. Its code loads only where it has
// work: a signed-in player (play time, the deposit reminder), a play-time dialog still open after
// the limit signed the player out, or a visitor the site reminds to sign up.
import { lazyComponent } from '@/lib/lazy-component';
import { useSystem } from '@/lib/api/system';
import { usePlayer } from '@/lib/session/player-store';
import { usePlayTime } from '../play-time-store';
import { signUpReminderDelayS } from '../reminder-delay';

const PlayTimeBody = lazyComponent(() => import('./play-time-body'));

export function PlayTime() {
  const signedIn = usePlayer((s) => s.authStatus === 'LOGGED_IN');
  const dialogOpen = usePlayTime((s) => s.dialog !== null);
  const settings = useSystem().data?.platform_settings;
  const remindsVisitors = settings !== undefined && signUpReminderDelayS(settings) !== null;
  return signedIn || dialogOpen || remindsVisitors ? <PlayTimeBody /> : null;
}
