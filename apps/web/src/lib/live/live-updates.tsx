'use client';
// Keeps the page live: the language channel always, a match channel while a match is shown,
// an offline alert while the connection is down, a reload after an unrecoverable gap, and a new
// connection token whenever the player signs in or out or the session expires.
import { channels } from '@sportsbook/contracts/constants';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { useAlerts } from '@/lib/alerts';
import { usePlayer } from '@/lib/session/player-store';
import { connectionState, holdChannel, onUnrecovered, setConnectionSession } from './connection';
import { liveCatalogue } from './live-catalogue';

const OFFLINE_ALERT = 'connection-offline';

export function LiveUpdates({ locale }: { locale: string }) {
  const intl = useIntl();
  const router = useRouter();
  const state = useSyncExternalStore(
    connectionState.subscribe,
    connectionState.get,
    () => 'connecting' as const,
  );
  const { show, dismiss } = useAlerts();

  useEffect(() => holdChannel(channels.lang(locale)), [locale]);
  // The session as the connection needs it: the player's id, '' for a visitor, undefined while
  // it is still being read.
  const session = usePlayer((s) =>
    s.authStatus === 'LOGGED_IN'
      ? (s.profile?.id ?? '')
      : s.authStatus === 'NOT_LOGGED_IN'
        ? ''
        : undefined,
  );
  useEffect(() => {
    if (session !== undefined) setConnectionSession(session === '' ? null : session);
  }, [session]);
  // History could not fill the gap: the page is rendered again from the API, and once that is on
  // screen the prices and scores kept from before the gap give way to it.
  const [reloading, startReload] = useTransition();
  const reloadMark = useRef<number | null>(null);
  useEffect(
    () =>
      onUnrecovered(() => {
        reloadMark.current = liveCatalogue.mark();
        startReload(() => router.refresh());
      }),
    [router],
  );
  useEffect(() => {
    if (reloading || reloadMark.current === null) return;
    liveCatalogue.dropUpTo(reloadMark.current);
    reloadMark.current = null;
  }, [reloading]);
  useEffect(() => {
    if (state === 'offline') {
      show({
        id: OFFLINE_ALERT,
        kind: 'error',
        sticky: true,
        title: intl.formatMessage({ id: 'error.connection.title' }),
        description: intl.formatMessage({ id: 'error.connection.description' }),
      });
    } else if (state === 'connected') {
      dismiss(OFFLINE_ALERT);
    }
  }, [state, intl, show, dismiss]);
  return null;
}

export function MatchChannel({ matchId }: { matchId: number }) {
  useEffect(() => holdChannel(channels.match(matchId)), [matchId]);
  return null;
}
