'use client';
// A time-out or self-exclusion that begins ends every session of the player: the tab that set it
// and every other tab (told on the private channel) sign out and say until when, once.
import type { IntlShape } from 'react-intl';
import { useAlerts } from '@/lib/alerts';
import { usePlayer } from './player-store';

/** One alert however many tabs' messages arrive here (the same id replaces the last). */
const ALERT_ID = 'session-ended-exclusion';

export async function signOutExcluded(
  intl: IntlShape,
  reason: 'time_out' | 'self_exclusion',
  until: string,
): Promise<void> {
  useAlerts.getState().show({
    id: ALERT_ID,
    kind: 'info',
    title: intl.formatMessage(
      { id: 'session.ended.exclusion' },
      {
        type: intl.formatMessage({ id: `limits.type.${reason}` }),
        date: intl.formatDate(until, { dateStyle: 'medium', timeStyle: 'short' }),
      },
    ),
  });
  if (usePlayer.getState().authStatus === 'LOGGED_IN') await usePlayer.getState().signOut();
}
