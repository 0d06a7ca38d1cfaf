// A stored notification as the API answers it: message ids from its kind and variant, and texts
// given per locale (a bonus's name) read in the reader's locale.
import type { Notification, NotificationType } from '@sportsbook/contracts';
import { inLocale } from '../bonuses/bonus-dto';
import type { notifications } from './schema';

export type NotificationRow = typeof notifications.$inferSelect;

type StoredParams = Record<string, string | number | Record<string, string>>;

export function toNotification(row: NotificationRow, locale?: string): Notification {
  const texts = `notification.${row.type}.${row.variant}`;
  const params: Notification['params'] = {};
  for (const [key, value] of Object.entries(row.params as StoredParams)) {
    params[key] = typeof value === 'object' ? inLocale(value, locale) : value;
  }
  return {
    id: String(row.id),
    title: `${texts}.title`,
    caption: `notification.caption.${row.objectType}`,
    body: `${texts}.body`,
    params,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    type: row.type as NotificationType,
    object_type: row.objectType as Notification['object_type'],
    object_id: row.objectId,
  };
}
