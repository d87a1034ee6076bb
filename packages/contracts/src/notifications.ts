import { z } from 'zod';

/** In-app notifications kept per user (the oldest beyond go). */
export const MAX_NOTIFICATIONS_PER_USER = 200;
/** How many the bell lists. */
export const NOTIFICATION_PAGE_SIZE = 30;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  plubotId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: the newest notifications and how many are unread. */
export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** `POST /api/notifications/read`: marks the given ones read, or every one when `ids` is absent. */
export const markNotificationsReadBodySchema = z.object({
  ids: z
    .array(z.string().uuid({ message: 'notifications.unknown' }))
    .max(NOTIFICATION_PAGE_SIZE)
    .optional(),
});
