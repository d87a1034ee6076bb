import { API, channelParamsSchema } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage } from '../../i18n/translate';
import { perUserRateLimit } from '../../lib/perUserRateLimit';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import type { WithSessionLock } from '../chat/sessionLock';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import { chooseTemplate, connectChannel, disconnectChannel, listChannels } from './channelService';
import { deliverChannelMessages } from './deliverChannelMessages';
import { telegramWebhookRoutes } from './telegram/telegramWebhookRoutes';
import { metaWebhookRoutes } from './whatsappCloud/metaWebhookRoutes';
import { listApprovedTemplates } from './whatsappCloud/whatsAppTemplateService';

/**
 * A bot's official channels (issue #33): `GET /api/plubots/:id/channels`, `PUT` and `DELETE
 * /api/plubots/:id/channels/:channel` (owner only; anyone else gets 404), WhatsApp Cloud's approved
 * templates (`GET …/channels/whatsapp-cloud/templates`) and the one chosen for outside the 24-hour
 * window (`PUT …/channels/whatsapp-cloud/template`), the providers' webhooks, and the delivery of
 * the inbox's messages to the channels' contacts.
 */
export const channelsRoutes: FastifyPluginAsyncZod<{ withSessionLock: WithSessionLock }> = async (
  app,
  options,
) => {
  const schema = { tags: ['channels'], security: [{ bearer: [] }] };
  const deps = (language: string | undefined) => ({
    db: app.db,
    config: app.config,
    log: app.log.child({ module: 'channels' }),
    language: pickLanguage(language),
  });

  registerEndpoint(
    app,
    API.listChannels,
    { preHandler: app.authenticate, schema: { ...schema, params: z.object({ id: z.string().max(100) }) } },
    async (request) => {
      const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      return { channels: await listChannels(deps(request.headers['accept-language']), plubot.id) };
    },
  );

  registerEndpoint(
    app,
    API.connectChannel,
    {
      preHandler: app.authenticate,
      // Connecting calls the provider: a person does it a few times, not hundreds.
      config: { rateLimit: perUserRateLimit('channels-connect', 20, app.config.RATE_LIMIT_WINDOW_MS) },
      // Each channel's body is read with its own schema (its fields' messages), by the service.
      bodyParsedByHandler: true,
      schema: { ...schema, params: channelParamsSchema },
    },
    async (request) => {
      const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      const channel = await connectChannel(
        deps(request.headers['accept-language']),
        plubot.id,
        request.params.channel,
        request.body,
      );
      return { channel };
    },
  );

  registerEndpoint(
    app,
    API.disconnectChannel,
    {
      preHandler: app.authenticate,
      config: { rateLimit: perUserRateLimit('channels-connect', 20, app.config.RATE_LIMIT_WINDOW_MS) },
      schema: { ...schema, params: channelParamsSchema },
    },
    async (request) => {
      const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      await disconnectChannel(deps(request.headers['accept-language']), plubot.id, request.params.channel);
      return { success: true as const };
    },
  );

  const botParams = z.object({ id: z.string().max(100) });

  registerEndpoint(
    app,
    API.listWhatsAppTemplates,
    {
      preHandler: app.authenticate,
      // Each listing asks Meta (up to a few pages).
      config: { rateLimit: perUserRateLimit('channels-templates', 60, app.config.RATE_LIMIT_WINDOW_MS) },
      schema: { ...schema, params: botParams },
    },
    async (request) => {
      const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      return {
        templates: await listApprovedTemplates(deps(request.headers['accept-language']), plubot.id),
      };
    },
  );

  registerEndpoint(
    app,
    API.chooseWhatsAppTemplate,
    {
      preHandler: app.authenticate,
      config: { rateLimit: perUserRateLimit('channels-templates', 60, app.config.RATE_LIMIT_WINDOW_MS) },
      schema: { ...schema, params: botParams },
    },
    async (request) => {
      const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      const channel = await chooseTemplate(deps(request.headers['accept-language']), plubot.id, request.body);
      return { channel };
    },
  );

  await app.register(telegramWebhookRoutes, { withSessionLock: options.withSessionLock });
  await app.register(metaWebhookRoutes, { withSessionLock: options.withSessionLock });

  let unsubscribe: (() => void) | undefined;
  app.addHook('onReady', async () => {
    unsubscribe = deliverChannelMessages({
      db: app.db,
      config: app.config,
      bus: app.liveBus,
      log: app.log.child({ module: 'channels' }),
    });
  });
  app.addHook('onClose', async () => unsubscribe?.());
};
