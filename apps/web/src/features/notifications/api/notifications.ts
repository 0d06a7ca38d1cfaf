'use client';
// /api/sb/notifications: the player's notifications, the unread counters, reading them and the
// preferences per kind.
import type {
  NotificationPage,
  NotificationPreferences,
  NotificationPreferenceUpdate,
  UnreadCounters,
} from '@sportsbook/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

const BASE = '/api/sb/notifications';

/** How many the panel shows; older ones are a page further. */
const PANEL_LIMIT = 20;

/** The player's notifications, newest first, a page at a time; names (a bonus's) in `locale`. */
export const notificationsQuery = (playerId: string, locale: string) =>
  infiniteQueryOptions({
    queryKey: ['notifications', playerId, locale],
    queryFn: ({ signal, pageParam }) =>
      apiFetch<NotificationPage>(
        `${BASE}?page=${pageParam}&limit=${PANEL_LIMIT}&locale=${encodeURIComponent(locale)}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.last_page ? pagination.page + 1 : undefined,
  });

export function readNotifications(ids: string[]): Promise<UnreadCounters> {
  return apiFetch<UnreadCounters>(`${BASE}/read`, { method: 'POST', body: { ids } });
}

export function readAllNotifications(): Promise<UnreadCounters> {
  return apiFetch<UnreadCounters>(`${BASE}/read-all`, { method: 'POST' });
}

export const preferencesQuery = (playerId: string) =>
  queryOptions<NotificationPreferences>({
    queryKey: ['notification-preferences', playerId],
    queryFn: ({ signal }) => apiFetch<NotificationPreferences>(`${BASE}/preferences`, { signal }),
  });

/** Saves one kind's switch (and, for cash-out offers, its threshold). */
export function setPreference(
  update: NotificationPreferenceUpdate,
): Promise<NotificationPreferences> {
  return apiFetch<NotificationPreferences>(`${BASE}/preferences`, {
    method: 'PUT',
    body: { preferences: [update] },
  });
}
