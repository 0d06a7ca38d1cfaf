'use client';
// The header's bell: the unread count on a button named with it, kept live from the private
// channel (notification, unread_counters_changed), opening the notifications panel (a modal
// dialog that gives the focus back to the bell when it closes). The panel and its query library
// load when first opened.
import type { NotificationEvent, UnreadCountersChanged } from '@sportsbook/contracts';
import { lazyComponent } from '@/lib/lazy-component';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/ui/icon';
import { holdPrivateChannel, PRIVATE_SUBSCRIBED } from '@/lib/live/connection';
import { isEvent } from '@/lib/live/realtime-events';
import { usePlayer } from '@/lib/session/player-store';
import { getUnreadCounters } from '../api/unread-counters';
import { useUnread } from '../stores/unread-store';
import styles from './notifications.module.css';

const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazyComponent(() => loadPanel().then((m) => m.NotificationPanel));

/** Reads the count again (sign-in, a reconnect that may have missed events). */
function refreshUnread() {
  getUnreadCounters()
    .then(({ unread }) => useUnread.getState().setUnread(unread))
    .catch(() => undefined);
}

/** Follows the player's unread count and live notifications while signed in. */
function useLiveUnread(playerId: string | null) {
  useEffect(() => {
    if (!playerId) return useUnread.getState().setUnread(null);
    refreshUnread();
    return holdPrivateChannel(playerId, (event) => {
      if (event.event_name === PRIVATE_SUBSCRIBED) return refreshUnread();
      if (isEvent<UnreadCountersChanged>(event, 'unread_counters_changed')) {
        useUnread.getState().setUnread(event.message.notifications.unread);
        return;
      }
      if (isEvent<NotificationEvent>(event, 'notification')) useUnread.getState().arrived();
    });
  }, [playerId]);
}

export function NotificationBell() {
  const intl = useIntl();
  const playerId = usePlayer((s) =>
    s.authStatus === 'LOGGED_IN' ? (s.profile?.id ?? null) : null,
  );
  useLiveUnread(playerId);
  const unread = useUnread((s) => s.unread) ?? 0;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  if (!playerId) return null;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: 'notifications.bell' }, { count: unread })}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadPanel()}
        data-testid="notification-bell"
      >
        <Icon set="general" name="bell" />
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="unread-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <NotificationPanel playerId={playerId} panelId={panelId} close={close} anchor={button} />
      ) : null}
    </div>
  );
}
