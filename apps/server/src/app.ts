import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { withRedactedRequestUrls } from './lib/withRedactedRequestUrls';
import { withSafeErrorLogs } from './lib/withSafeErrorLogs';
import { academyRoutes } from './modules/academy/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { googleRoutes } from './modules/auth/googleRoutes';
import { profileRoutes } from './modules/auth/profileRoutes';
import { authRoutes } from './modules/auth/routes';
import { billingRoutes } from './modules/billing/routes';
import { channelsRoutes } from './modules/channels/routes';
import { startChannelRetrySweeper } from './modules/channels/startChannelRetrySweeper';
import { chatOwnerRoutes } from './modules/chat/ownerRoutes';
import { chatRoutes } from './modules/chat/routes';
import { createSessionCache, type SessionCache } from './modules/chat/sessionCache';
import { createSessionLock } from './modules/chat/sessionLock';
import { communityRoutes } from './modules/community/routes';
import { connectionsRoutes } from './modules/connections/routes';
import { contactRoutes } from './modules/contact/routes';
import { devMailRoutes } from './modules/devMail/routes';
import { doctorRoutes } from './modules/doctor/routes';
import { editorToolRoutes } from './modules/editorTools/routes';
import { flowRoutes } from './modules/flows/routes';
import { gamificationRoutes } from './modules/gamification/routes';
import { healthRoutes } from './modules/health/routes';
import { hubRoutes } from './modules/hub/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { startHandoffTimer } from './modules/inbox/tellUnanswered';
import { integrationsRoutes } from './modules/integrations/routes';
import { startKnowledgeWorker } from './modules/knowledge/knowledgeWorker';
import { knowledgeRoutes } from './modules/knowledge/routes';
import { createLocalBus, createPostgresBus, createRedisBus, type LiveBus } from './modules/live/liveBus';
import { readLiveEvent } from './modules/live/liveEvents';
import { notificationRoutes } from './modules/notifications/routes';
import { startDigestTimer } from './modules/notifications/sendDigests';
import { findPlubotByPublicId } from './modules/plubots/plubotRepository';
import { plubotRoutes } from './modules/plubots/routes';
import { startIntegrationWorker } from './modules/powers/integrationWorker';
import { powersRoutes } from './modules/powers/routes';
import { powerWebhookRoutes } from './modules/powers/waits/powerWebhookRoutes';
import { startPowerWaitSweeper } from './modules/powers/waits/startPowerWaitSweeper';
import { publishingRoutes } from './modules/publishing/routes';
import { sharingRoutes } from './modules/sharing/routes';
import { subscribeRoutes } from './modules/subscribe/routes';
import { templateRoutes } from './modules/templates/routes';
import { baileysTransport } from './modules/whatsapp/baileysTransport';
import type { WhatsAppLeaseOptions } from './modules/whatsapp/createWhatsAppManager';
import { whatsappRoutes } from './modules/whatsapp/routes';
import type { WhatsAppTransportFactory } from './modules/whatsapp/whatsappTransport';
import { authenticatePlugin } from './plugins/authenticate';
import { embeddableChatPlugin } from './plugins/embeddableChat';
import { errorHandlerPlugin } from './plugins/errorHandler';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { storableTextPlugin } from './plugins/storableText';
import { webAppPlugin } from './plugins/webApp';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseKind: 'pglite' | 'postgres';
    mailer: Mailer;
    /** Session rows of conversations in progress, kept between turns (see sessionCache.ts). */
    chatSessionCache: SessionCache;
    /** Carries live events (issue #29) between server copies: in-process, PostgreSQL or Redis. */
    liveBus: LiveBus;
    /** Runs the power actions a conversation queued (issue #31) now, off the request. */
    kickIntegrations: () => void;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string | undefined;
  widgetDistDir?: string | undefined;
  mailer?: Mailer;
  /** Opens WhatsApp sockets; Baileys unless given (tests pass a fake). */
  whatsappTransportFactory?: WhatsAppTransportFactory;
  /** The database's address when `config` has none (tests open their own PostgreSQL database). */
  databaseUrl?: string | undefined;
  /** How long a copy holds a WhatsApp number between renewals (tests shorten it). */
  whatsappLease?: WhatsAppLeaseOptions;
}

/** Default request body limit; routes that take larger bodies (flows) raise their own. */
export const BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP application without listening, so tests can `inject` into it. */
export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: withSafeErrorLogs(withRedactedRequestUrls(options.logger ?? false)),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', options.config);
  app.decorate('db', options.db);
  app.decorate('databaseKind', options.databaseKind);
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({
        smtpUrl: options.config.SMTP_URL,
        from: options.config.MAIL_FROM,
        dataDir: options.config.dataDir,
        log: app.log,
        logLinks: options.config.NODE_ENV !== 'production',
      }),
  );

  await app.register(errorHandlerPlugin);
  await app.register(storableTextPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(embeddableChatPlugin);
  const redis = options.config.REDIS_URL ? new Redis(options.config.REDIS_URL) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  const withSessionLock = createSessionLock(redis);
  // With Redis, other server copies may write the same sessions: each turn reads its row afresh.
  app.decorate('chatSessionCache', createSessionCache({ enabled: !redis }));
  const databaseUrl = options.config.DATABASE_URL ?? options.databaseUrl;
  const liveBus = redis
    ? createRedisBus(redis)
    : options.databaseKind === 'postgres' && databaseUrl
      ? createPostgresBus({
          url: databaseUrl,
          notify: (channel, payload) => app.db.execute(sql`select pg_notify(${channel}, ${payload})`),
          loadEvent: (id) => readLiveEvent(app.db, id),
          onError: (error) => app.log.warn({ err: error }, 'live events: PostgreSQL listener failed'),
        })
      : createLocalBus();
  app.decorate('liveBus', liveBus);
  app.addHook('onClose', async () => liveBus.close());
  await app.register(multipart, { limits: { fileSize: BODY_LIMIT, files: 1 } });
  await app.register(authenticatePlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Plubot API', description: 'API de Plubot', version: packageJson.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const kickKnowledgeWorker = startKnowledgeWorker(app);
  app.decorate('kickIntegrations', startIntegrationWorker(app));
  startPowerWaitSweeper(app, withSessionLock);
  startChannelRetrySweeper(app, withSessionLock);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(profileRoutes);
      await api.register(googleRoutes);
      await api.register(subscribeRoutes);
      await api.register(contactRoutes);
      await api.register(templateRoutes);
      await api.register(billingRoutes);
      await api.register(plubotRoutes, { prefix: '/plubots' });
      await api.register(flowRoutes, { prefix: '/plubots' });
      await api.register(publishingRoutes, { prefix: '/plubots' });
      await api.register(chatRoutes, { withSessionLock });
      await api.register(chatOwnerRoutes);
      await api.register(inboxRoutes, { withSessionLock });
      await api.register(sharingRoutes);
      await api.register(editorToolRoutes);
      await api.register(gamificationRoutes);
      await api.register(academyRoutes);
      await api.register(communityRoutes);
      await api.register(hubRoutes);
      await api.register(notificationRoutes);
      await api.register(analyticsRoutes);
      await api.register(doctorRoutes);
      await api.register(integrationsRoutes);
      await api.register(connectionsRoutes);
      await api.register(powersRoutes);
      await api.register(powerWebhookRoutes(withSessionLock));
      await api.register(knowledgeRoutes, { kick: kickKnowledgeWorker });
      await api.register(channelsRoutes, { withSessionLock });
      await api.register(whatsappRoutes, {
        transportFactory: options.whatsappTransportFactory ?? baileysTransport,
        lease: options.whatsappLease,
        withSessionLock,
      });
    },
    { prefix: '/api' },
  );

  startDigestTimer(app);
  startHandoffTimer(app);
  if (options.config.NODE_ENV !== 'production') await app.register(devMailRoutes);
  await app.register(webAppPlugin, {
    webDistDir: options.webDistDir,
    widgetDistDir: options.widgetDistDir,
    origin: options.config.APP_ORIGIN,
    findSharedBot: async (publicId) => {
      const bot = await findPlubotByPublicId(app.db, publicId);
      return bot ? { name: bot.name, greeting: bot.initialMessage } : null;
    },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
