'use client';
// Responsible gambling's work in the page (loaded by PlayTime where there is some): the play-time
// controller while a player is signed in, the play-time dialogs of this and the other tabs, and the
// reminders. The parts that read through queries load only when needed.
import { lazyComponent } from '@/lib/lazy-component';
import { useEffect } from 'react';
import { useSystem } from '@/lib/api/system';
import { usePlayer } from '@/lib/session/player-store';
import { joinPlayTimeChannel } from '../play-time';
import { usePlayTime } from '../play-time-store';
import { Reminders } from './reminders';

const PlayTimeController = lazyComponent(() => import('./play-time-controller'));
const PlayTimeDialogs = lazyComponent(() => import('./play-time-dialogs'));

export default function PlayTimeBody() {
  const playerId = usePlayer((s) =>
    s.authStatus === 'LOGGED_IN' ? (s.profile?.id ?? null) : null,
  );
  const enabled = useSystem().data?.features.responsible_gambling === true;
  const dialog = usePlayTime((s) => s.dialog);
  useEffect(() => joinPlayTimeChannel(), []);
  return (
    <>
      {playerId && enabled ? <PlayTimeController key={playerId} playerId={playerId} /> : null}
      {dialog ? <PlayTimeDialogs dialog={dialog} /> : null}
      <Reminders />
    </>
  );
}
