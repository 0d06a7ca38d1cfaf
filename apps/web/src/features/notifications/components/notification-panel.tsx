'use client';
// The notifications panel: the newest notifications, unread ones marked; opening one marks it read,
// "mark all as read" reads them all. A notification that arrives while it is open shows at once.
// It is a modal dialog (a sheet from the bottom on phones, a card under the bell on wider
// screens): the page behind is inert, and Escape, the close button or a tap beside it close it.
import type { Notification } from '@sportsbook/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
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
  anchor,
}: {
  playerId: string;
  panelId: string;
  close: () => void;
  /** The bell: on wide screens the card opens just under it, the header left in view. */
  anchor?: RefObject<HTMLElement | null>;
}) {
  const intl = useIntl();
  const client = useQueryClient();
  const query = notificationsQuery(playerId, intl.locale);
  const list = useInfiniteQuery({ ...query, meta: { inlineError: true } });
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const arrivals = useUnread((s) => s.arrivals);
  const refetch = list.refetch;
  useEffect(() => {
    if (arrivals > 0) void refetch();
  }, [arrivals, refetch]);
  const titleId = `${panelId}-title`;
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const bell = anchor?.current?.getBoundingClientRect();
    if (element && bell) {
      const rtl = getComputedStyle(element).direction === 'rtl';
      element.style.setProperty('--panel-top', `${Math.round(bell.bottom + 8)}px`);
      element.style.setProperty(
        '--panel-end',
        `${Math.round(rtl ? bell.left : document.documentElement.clientWidth - bell.right)}px`,
      );
    }
    if (element && !element.open) element.showModal();
    heading.current?.focus();
  }, [anchor]);
  const markRead = (ids: string[]) =>
    client.setQueryData(query.queryKey, (loaded) =>
      loaded
        ? {
            ...loaded,
            pages: loaded.pages.map((page) => ({
              ...page,
              data: page.data.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n)),
            })),
          }
        : loaded,
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
      markRead(items.map((n) => n.id));
      useUnread.getState().setUnread(unread);
      // The button goes away with the unread ones: focus stays in the panel.
      heading.current?.focus();
    },
    onError: (error: unknown) => reportFailure(error, true),
  });
  const showOlder = () =>
    void list.fetchNextPage().then(({ hasNextPage }) => {
      // The button goes away with the last page: focus stays in the panel.
      if (!hasNextPage) heading.current?.focus();
    });
  const hasUnread = items.some((n) => !n.read) || (useUnread.getState().unread ?? 0) > 0;
  return (
    <dialog
      ref={dialog}
      id={panelId}
      aria-labelledby={titleId}
      className={styles.panel}
      // Escape closes a modal dialog natively; the bell then takes the focus back.
      onClose={close}
      // A tap on the backdrop lands on the dialog itself (its content fills it).
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.sheet}>
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
        {list.hasNextPage ? (
          <button
            type="button"
            className={styles.older}
            onClick={showOlder}
            disabled={list.isFetchingNextPage}
          >
            {intl.formatMessage({ id: 'notifications.older' })}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}

export const NotificationPanel = withQueryClient(NotificationPanelBody);
