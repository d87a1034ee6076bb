import { markNotificationsReadBodySchema, notificationsResponseSchema } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/authenticate';
import { listNotifications, markNotificationsRead } from './notificationService';

/** The signed-in user's in-app notifications. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { preHandler: app.authenticate };
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get(
    '/notifications',
    { ...common, schema: { tags, security, response: { 200: notificationsResponseSchema } } },
    async (request) => listNotifications(app.db, requireAuth(request).userId),
  );

  app.post(
    '/notifications/read',
    {
      ...common,
      schema: {
        tags,
        security,
        body: markNotificationsReadBodySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      await markNotificationsRead(app.db, userId, request.body.ids);
      return listNotifications(app.db, userId);
    },
  );
};
