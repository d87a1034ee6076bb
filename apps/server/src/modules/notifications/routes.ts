import { API } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { listNotifications, markNotificationsRead } from './notificationService';

/** The signed-in user's in-app notifications. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { preHandler: app.authenticate };
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  registerEndpoint(app, API.listNotifications, { ...common, schema: { tags, security } }, async (request) =>
    listNotifications(app.db, requireAuth(request).userId),
  );

  registerEndpoint(
    app,
    API.markNotificationsRead,
    { ...common, schema: { tags, security } },
    async (request) => {
      const { userId } = requireAuth(request);
      await markNotificationsRead(app.db, userId, request.body.ids);
      return listNotifications(app.db, userId);
    },
  );
};
