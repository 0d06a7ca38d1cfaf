// A stored notification as the API answers it: message ids from its kind and variant.
import type { Notification, NotificationType } from '@sportsbook/contracts';
import type { notifications } from './schema';

export type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  const texts = `notification.${row.type}.${row.variant}`;
  return {
    id: String(row.id),
    title: `${texts}.title`,
    caption: `notification.caption.${row.objectType}`,
    body: `${texts}.body`,
    params: row.params as Notification['params'],
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    type: row.type as NotificationType,
    object_type: row.objectType as Notification['object_type'],
    object_id: row.objectId,
  };
}
