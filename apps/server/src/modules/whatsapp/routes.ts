import { API, type ServerErrorCode } from '@plubot/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import type { WithSessionLock } from '../chat/sessionLock';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import { createWhatsAppManager, type WhatsAppLeaseOptions } from './createWhatsAppManager';
import type { WhatsAppTransportFactory } from './whatsappTransport';

export interface WhatsAppRoutesOptions {
  transportFactory: WhatsAppTransportFactory;
  lease?: WhatsAppLeaseOptions | undefined;
  withSessionLock: WithSessionLock;
}

/**
 * `GET /api/whatsapp/status/:plubotId`, `POST /api/whatsapp/initiate`, `POST /api/whatsapp/disconnect`
 * (owner only; anyone else gets 404). Also reopens every linked number when the server is ready
 * and closes the sockets (keeping their credentials) when it stops.
 */
export const whatsappRoutes: FastifyPluginAsyncZod<WhatsAppRoutesOptions> = async (app, options) => {
  const manager = createWhatsAppManager({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    log: app.log.child({ module: 'whatsapp' }),
    transportFactory: options.transportFactory,
    withSessionLock: options.withSessionLock,
    sessionCache: app.chatSessionCache,
    bus: app.liveBus,
    kickIntegrations: app.kickIntegrations,
    ...(options.lease ? { lease: options.lease } : {}),
  });
  app.addHook('onReady', async () => {
    void manager.reconnectLinked();
  });
  app.addHook('onClose', async () => {
    await manager.close();
  });

  const t = (request: FastifyRequest, key: string) =>
    translate(pickLanguage(request.headers['accept-language']), key);
  const owned = (request: FastifyRequest, plubotId: string) =>
    getOwnedPlubot(app.db, requireAuth(request).userId, plubotId);
  const schema = { tags: ['whatsapp'], security: [{ bearer: [] }] };

  registerEndpoint(
    app,
    API.whatsappStatus,
    {
      preHandler: app.authenticate,
      schema: { ...schema, params: z.object({ plubotId: z.string().max(100) }) },
    },
    async (request) => {
      const plubot = await owned(request, request.params.plubotId);
      const status = await manager.getStatus(plubot.id);
      return {
        success: true as const,
        ...status,
        ...(status.status === 'connected' ? { message: t(request, 'whatsapp.connected') } : {}),
      };
    },
  );

  registerEndpoint(app, API.whatsappInitiate, { preHandler: app.authenticate, schema }, async (request) => {
    const plubot = await owned(request, request.body.plubotId);
    const status = await rethrowAs(request, 'WHATSAPP_INITIATE_FAILED', () => manager.initiate(plubot.id));
    return {
      success: true as const,
      ...status,
      ...(status.status === 'connected' ? { message: t(request, 'whatsapp.connected') } : {}),
    };
  });

  registerEndpoint(app, API.whatsappDisconnect, { preHandler: app.authenticate, schema }, async (request) => {
    const plubot = await owned(request, request.body.plubotId);
    await rethrowAs(request, 'WHATSAPP_DISCONNECT_FAILED', () => manager.disconnect(plubot.id));
    return {
      success: true as const,
      status: 'not_connected' as const,
      whatsappNumber: null,
      message: t(request, 'whatsapp.disconnected'),
    };
  });
};

/** Domain errors pass; anything unexpected is logged and answered with the operation's own message. */
async function rethrowAs<T>(
  request: FastifyRequest,
  code: ServerErrorCode,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.error({ err: error }, code);
    throw new AppError(code);
  }
}
