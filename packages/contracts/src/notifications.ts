// Notifications (accounts-bonuses-integration sections 3 and 7): the player's notifications, the
// unread counters, reading them, the preferences per kind and their private channel events.
import { z } from 'zod';
import { CASHOUT_OFFER_THRESHOLD, NOTIFICATION_TYPES } from './constants';
import { pageQuery, paginated } from './pagination';

export { CASHOUT_OFFER_THRESHOLD, NOTIFICATION_TYPES };
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/**
 * One notification. `title`, `caption` and `body` are message ids the web formats with `params`
 * (money as minor units with its currency), so a notification reads in the player's language of
 * the moment, not the one it was written in.
 */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  caption: z.string(),
  body: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  created_at: z.string(),
  read: z.boolean(),
  type: notificationTypeSchema,
  object_type: z.enum(['bet', 'bonus', 'payment', 'limit', 'match']),
  object_id: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = paginated(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;
export const notificationListQuerySchema = z.object({
  page: pageQuery.page,
  limit: z.coerce.number().int().min(1).max(500).default(20),
  /** The locale names (a bonus's) are read in; the site's first language without it. */
  locale: z.string().max(10).optional(),
});

/** The unread counters (kept apart from the list). */
export const unreadCountersSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCounters = z.infer<typeof unreadCountersSchema>;

export const readNotificationsSchema = z.object({
  ids: z
    .array(z.string().regex(/^\d{1,18}$/))
    .min(1)
    .max(500),
});

/** The percentage of the stake a cash-out offer must reach to be told of (`cashout_offer`). */
const thresholdSchema = z
  .number()
  .int()
  .min(CASHOUT_OFFER_THRESHOLD.min)
  .max(CASHOUT_OFFER_THRESHOLD.max);

/**
 * Which kinds the player wants; a kind switched off is not written at all. The `cashout_offer`
 * kind carries its threshold.
 */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(
    z.object({
      type: notificationTypeSchema,
      enabled: z.boolean(),
      threshold: thresholdSchema.optional(),
    }),
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const updateNotificationPreferencesSchema = z.object({
  preferences: z
    .array(
      z
        .object({
          type: notificationTypeSchema,
          enabled: z.boolean(),
          threshold: thresholdSchema.optional(),
        })
        .refine((p) => p.threshold === undefined || p.type === 'cashout_offer', {
          message: 'only the cashout_offer kind has a threshold',
          path: ['threshold'],
        }),
    )
    .min(1)
    .max(NOTIFICATION_TYPES.length),
});
export type NotificationPreferenceUpdate = z.infer<
  typeof updateNotificationPreferencesSchema
>['preferences'][number];

export const notificationEventSchema = z.object({
  event_name: z.literal('notification'),
  message: z.object({ notification: notificationSchema }),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export const unreadCountersChangedSchema = z.object({
  event_name: z.literal('unread_counters_changed'),
  message: z.object({ notifications: unreadCountersSchema }),
});
export type UnreadCountersChanged = z.infer<typeof unreadCountersChangedSchema>;
