import { API, type LiveEvent } from '@plubot/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/AppError';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { chatDepsOf } from '../chat/chatDepsOf';
import type { WithSessionLock } from '../chat/sessionLock';
import { isVisitorToken } from '../chat/visitorToken';
import { followLiveEvents } from '../live/liveEvents';
import { openEventStream } from '../live/openEventStream';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import { defaultHandoffSettings, readHandoffSettings, saveHandoffSettings } from './handoffSettings';
import { findInboxConversation, listInboxConversations } from './inboxRepository';
import {
  closeHeldConversation,
  type InboxDeps,
  returnToBot,
  sendPersonMessage,
  takeConversation,
} from './inboxService';
import { readConversationDetail } from './readConversationDetail';
import { findVisitorConversation } from './visitorConversation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a typing signal is not repeated to the streams (per conversation and side). */
const TYPING_EVERY_MS = 2000;

/** The `Last-Event-ID` a reconnecting stream sends (a header; `?lastEventId=` for clients that cannot). */
function lastEventIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  const query = (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const id = value ?? (typeof query === 'string' ? query : undefined);
  return id !== undefined && /^\d{1,18}$/.test(id) ? id : undefined;
}

/**
 * The live inbox (issue #29): the owner's conversations as they happen, and what a person does in
 * one (take, write, give back, close); the owner's and the visitor's live streams. Only the bot's
 * owner sees its conversations (404 for anyone else); a visitor's stream needs the conversation's
 * own credential, never its id alone.
 */
export const inboxRoutes: FastifyPluginAsyncZod<{ withSessionLock: WithSessionLock }> = async (
  app,
  options,
) => {
  const security = [{ bearer: [] }];
  const tags = ['inbox'];
  const owner = { preHandler: app.authenticate, schema: { tags, security } };
  const sessionParams = z.object({ sessionId: z.string().max(100) });
  const acting = {
    preHandler: app.authenticate,
    config: {
      rateLimit: { max: app.config.RATE_LIMIT_CHAT_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
    },
    schema: { tags, security, params: sessionParams },
  };
  const deps = (request: FastifyRequest): InboxDeps => chatDepsOf(app, request, options.withSessionLock);
  // Open streams end when the server closes, so shutting down never waits for a phone to hang up.
  const openStreams = new Set<ReturnType<typeof openEventStream>>();
  app.addHook('preClose', async () => {
    for (const open of openStreams) open.end();
  });
  const follow = async (
    request: FastifyRequest,
    reply: FastifyReply,
    options: Omit<Parameters<typeof followLiveEvents>[0], 'db' | 'bus' | 'stream' | 'lastEventId'>,
  ) => {
    const stream = openEventStream(request, reply);
    openStreams.add(stream);
    try {
      await followLiveEvents({
        ...options,
        db: app.db,
        bus: app.liveBus,
        stream,
        lastEventId: lastEventIdOf(request),
      });
    } finally {
      openStreams.delete(stream);
    }
    return reply;
  };
  const lastTyping = new Map<string, number>();
  /** Pushes a typing signal (never stored), at most every {@link TYPING_EVERY_MS} per conversation and side. */
  const pushTyping = async (ownerId: string, event: Extract<LiveEvent, { type: 'typing' }>) => {
    const key = `${event.sessionId}:${event.from}`;
    const now = Date.now();
    if ((lastTyping.get(key) ?? 0) > now - TYPING_EVERY_MS) return;
    lastTyping.set(key, now);
    if (lastTyping.size > 10_000) lastTyping.delete(lastTyping.keys().next().value as string);
    await app.liveBus.publish({ id: null, ownerId, event });
  };

  registerEndpoint(app, API.listInbox, owner, async (request) => {
    const { userId } = requireAuth(request);
    const { status, plubotId, search } = request.query;
    return {
      success: true as const,
      ...(await listInboxConversations(app.db, { userId, plubotId, filter: status, search })),
    };
  });

  registerEndpoint(
    app,
    API.listBotInbox,
    { ...owner, schema: { ...owner.schema, params: z.object({ id: z.string().max(100) }) } },
    async (request) => {
      const { userId } = requireAuth(request);
      const plubot = await getOwnedPlubot(app.db, userId, request.params.id);
      const { status, search } = request.query;
      return {
        success: true as const,
        ...(await listInboxConversations(app.db, { userId, plubotId: plubot.id, filter: status, search })),
      };
    },
  );

  const botParams = { ...owner.schema, params: z.object({ id: z.string().max(100) }) };
  registerEndpoint(app, API.getHandoffSettings, { ...owner, schema: botParams }, async (request) => {
    const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
    return {
      success: true as const,
      settings: await readHandoffSettings(app.db, app.config, plubot.id),
      defaults: defaultHandoffSettings(app.config),
    };
  });

  registerEndpoint(app, API.saveHandoffSettings, { ...owner, schema: botParams }, async (request) => {
    const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
    const settings = await saveHandoffSettings(app.db, plubot.id, request.body);
    // Kept rows carry the bot's phrases: the next turns read them afresh.
    app.chatSessionCache.forgetBot(plubot.id);
    return { success: true as const, settings, defaults: defaultHandoffSettings(app.config) };
  });

  registerEndpoint(
    app,
    API.getConversation,
    { ...owner, schema: { ...owner.schema, params: sessionParams } },
    async (request) => ({
      success: true as const,
      ...(await readConversationDetail(deps(request), requireAuth(request).userId, request.params.sessionId)),
    }),
  );

  registerEndpoint(app, API.takeConversation, acting, async (request) => ({
    success: true as const,
    ...(await takeConversation(deps(request), requireAuth(request).userId, request.params.sessionId)),
  }));

  registerEndpoint(app, API.sendPersonMessage, acting, async (request) => ({
    success: true as const,
    ...(await sendPersonMessage(
      deps(request),
      requireAuth(request).userId,
      request.params.sessionId,
      request.body.text,
    )),
  }));

  registerEndpoint(app, API.returnToBot, acting, async (request) => ({
    success: true as const,
    ...(await returnToBot(
      deps(request),
      requireAuth(request).userId,
      request.params.sessionId,
      request.body?.nodeId,
    )),
  }));

  registerEndpoint(app, API.closeConversation, acting, async (request) => ({
    success: true as const,
    ...(await closeHeldConversation(deps(request), requireAuth(request).userId, request.params.sessionId)),
  }));

  registerEndpoint(app, API.personTyping, acting, async (request) => {
    const { userId } = requireAuth(request);
    const { sessionId } = request.params;
    const conversation = UUID.test(sessionId)
      ? await findInboxConversation(app.db, userId, sessionId)
      : undefined;
    if (!conversation) throw new AppError('CONVERSATION_NOT_FOUND');
    await pushTyping(userId, { type: 'typing', sessionId, plubotId: conversation.plubotId, from: 'person' });
    return { success: true as const };
  });

  // The owner's stream: every event of their bots' conversations.
  registerEndpoint(
    app,
    API.inboxEvents,
    { ...owner, config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      return follow(request, reply, {
        scope: { ownerId: userId },
        accept: (event) => event.ownerId === userId,
      });
    },
  );

  const visitor = {
    config: {
      rateLimit: { max: app.config.RATE_LIMIT_CHAT_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
    },
    schema: { tags, params: sessionParams },
  };
  /** The visitor's conversation, if the token is its credential (else the same 404 as an unknown id). */
  const visitorConversation = async (sessionId: string, token: string) => {
    if (!UUID.test(sessionId) || !isVisitorToken(app.config.JWT_SECRET, sessionId, token)) {
      throw new AppError('CHAT_SESSION_NOT_FOUND');
    }
    const conversation = await findVisitorConversation(app.db, sessionId);
    if (!conversation) throw new AppError('CHAT_SESSION_NOT_FOUND');
    return conversation;
  };

  // A visitor's stream: what a person (or the bot, given the conversation back) says in their conversation.
  registerEndpoint(app, API.visitorEvents, visitor, async (request, reply) => {
    const { sessionId } = request.params;
    await visitorConversation(sessionId, request.query.token);
    return follow(request, reply, {
      scope: { sessionId },
      accept: ({ id, event }) =>
        event.sessionId === sessionId &&
        (event.type === 'typing'
          ? event.from === 'person'
          : id !== null && (event.type === 'status' || event.message.from !== 'visitor')),
    });
  });

  registerEndpoint(app, API.visitorTyping, visitor, async (request) => {
    const { sessionId } = request.params;
    const conversation = await visitorConversation(sessionId, request.query.token);
    if (conversation.status === 'waiting' || conversation.status === 'person') {
      await pushTyping(conversation.ownerId, {
        type: 'typing',
        sessionId,
        plubotId: conversation.plubotId,
        from: 'visitor',
      });
    }
    return { success: true as const };
  });
};
