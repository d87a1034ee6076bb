import { markNotificationsReadBodySchema, notificationsResponseSchema } from '../notifications';
import { defineEndpoint } from './defineEndpoint';

/** The signed-in user's in-app notifications (the bell in the header). */
export const NOTIFICATION_ENDPOINTS = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    response: notificationsResponseSchema,
  }),
  markNotificationsRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/read',
    body: markNotificationsReadBodySchema,
    response: notificationsResponseSchema,
  }),
};
