'use client';
// The notifications panel: the newest notifications, unread ones marked; opening one marks it read,
// "mark all as read" reads them all. A notification that arrives while it is open shows at once.
import type { Notification } from '@sportsbook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { reportFailure } from '@/lib/api/client';
import { notificationsQuery, readAllNotifications, readNotifications } from '../api/notifications';
import { useUnread } from '../stores/unread-store';
import { useNotificationText } from './notification-text';
import styles from './notifications.module.css';

function Item({ notification, onRead }: { notification: Notification; onRead: () => void }) {
  const intl = useIntl();
  const text = useNotificationText(notification);
  // Its button goes away once read: focus stays on the notification the player opened.
  const item = useRef<HTMLLIElement>(null);
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (notification.read && opened.current) item.current?.focus();
  }, [notification.read]);
  const content = (
    <>
      <span className={styles.caption}>
        {text.caption} · <time dateTime={notification.created_at}>{text.time}</time>
      </span>
      <span className={styles.title}>{text.title}</span>
      <span className={styles.body}>{text.body}</span>
    </>
  );
  if (notification.read) {
    return (
      <li ref={item} tabIndex={-1} className={styles.item} data-testid="notification">
        {content}
      </li>
    );
  }
  return (
    <li className={styles.item} data-testid="notification" data-unread="true">
      <button
        type="button"
        className={styles.unread}
        onClick={() => {
          opened.current = true;
          onRead();
        }}
      >
        <span className="visually-hidden">
          {intl.formatMessage({ id: 'notifications.unread' })}
        </span>
        {content}
      </button>
    </li>
  );
}

function NotificationPanelBody({
  playerId,
  panelId,
  close,
}: {
  playerId: string;
  panelId: string;
  close: () => void;
}) {
  const intl = useIntl();
  const client = useQueryClient();
  const query = notificationsQuery(playerId, 1);
  const list = useQuery({ ...query, meta: { inlineError: true } });
  const arrivals = useUnread((s) => s.arrivals);
  const refetch = list.refetch;
  useEffect(() => {
    if (arrivals > 0) void refetch();
  }, [arrivals, refetch]);
  const titleId = `${panelId}-title`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const markRead = (ids: string[]) =>
    client.setQueryData(query.queryKey, (page) =>
      page
        ? {
            ...page,
            data: page.data.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n)),
          }
        : page,
    );
  const readOne = useMutation({
    mutationFn: (id: string) => readNotifications([id]),
    onSuccess: ({ unread }, id) => {
      markRead([id]);
      useUnread.getState().setUnread(unread);
    },
    onError: (error: unknown) => reportFailure(error, true),
  });
  const readAll = useMutation({
    mutationFn: readAllNotifications,
    onSuccess: ({ unread }) => {
      markRead(list.data?.data.map((n) => n.id) ?? []);
      useUnread.getState().setUnread(unread);
      // The button goes away with the unread ones: focus stays in the panel.
      heading.current?.focus();
    },
    onError: (error: unknown) => reportFailure(error, true),
  });
  const items = list.data?.data ?? [];
  const hasUnread = items.some((n) => !n.read) || (useUnread.getState().unread ?? 0) > 0;
  return (
    <div id={panelId} role="dialog" aria-labelledby={titleId} className={styles.panel}>
      <div className={styles.head}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.heading}>
          {intl.formatMessage({ id: 'notifications.title' })}
        </h2>
        {hasUnread ? (
          <button
            type="button"
            className={styles.link}
            onClick={() => readAll.mutate()}
            disabled={readAll.isPending}
          >
            {intl.formatMessage({ id: 'notifications.read-all' })}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.close}
          onClick={close}
          aria-label={intl.formatMessage({ id: 'notifications.close' })}
        >
          ×
        </button>
      </div>
      {list.isError ? (
        <p role="alert" className={styles.muted}>
          {intl.formatMessage({ id: 'notifications.load-failed' })}
        </p>
      ) : list.isPending ? (
        <p role="status" className={styles.muted}>
          {intl.formatMessage({ id: 'notifications.loading' })}
        </p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage({ id: 'notifications.empty' })}</p>
      ) : (
        <ul className={styles.list} aria-live="polite">
          {items.map((notification) => (
            <Item
              key={notification.id}
              notification={notification}
              onRead={() => readOne.mutate(notification.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export const NotificationPanel = withQueryClient(NotificationPanelBody);
