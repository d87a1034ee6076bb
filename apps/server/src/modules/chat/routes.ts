import { API, DEFAULT_EMBED_CONFIG } from '@plubot/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/AppError';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { verifyAccessToken } from '../auth/accessTokens';
import { findPlubotByPublicId } from '../plubots/plubotRepository';
import { decideBotTheme } from '../sharing/decideBotTheme';
import { chatDepsOf } from './chatDepsOf';
import { type ChatDeps, replyChat, startChat, type VisitorIdentity } from './chatService';
import { readTranscript } from './readTranscript';
import { requireVisitorToken } from './requireVisitorToken';
import type { WithSessionLock } from './sessionLock';
import { getVisitorKey } from './visitorKey';

/**
 * Public chat routes: anyone with a bot's link may talk to it. Rate-limited per IP; each visitor
 * (IP) of a bot is also held to the plan's hourly turns and conversations (chatService `countTurn`).
 * A conversation once started is the visitor's alone: its replies and transcript need the
 * credential its start answered (`x-visitor-token`, `requireVisitorToken`), never its id alone.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ withSessionLock: WithSessionLock }> = async (
  app,
  options,
) => {
  const limited = {
    rateLimit: { max: app.config.RATE_LIMIT_CHAT_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
  };
  const deps = (request: FastifyRequest): ChatDeps => chatDepsOf(app, request, options.withSessionLock);
  /**
   * Who opens a conversation: their IP, hashed, and the signed-in user when the web app sends its
   * access token (so the owner's own conversations never count as received). A missing, expired or
   * forged token is simply an anonymous visitor; the token's signature is enough, no session read.
   */
  const readVisitor = async (request: FastifyRequest): Promise<VisitorIdentity> => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = token ? await verifyAccessToken(app.config.JWT_SECRET, token) : null;
    return { key: getVisitorKey(app.config.JWT_SECRET, `ip:${request.ip}`), userId: claims?.userId ?? null };
  };
  const tags = ['chat'];
  // The turn routes are the hot path: their answers are built field by field from typed values, so
  // they are written straight to JSON (the schema still documents them and types the handler).
  const plainJson = () => (data: unknown) => JSON.stringify(data);

  registerEndpoint(
    app,
    API.publicPlubot,
    { config: limited, schema: { tags, params: z.object({ publicId: z.string().max(100) }) } },
    async (request) => {
      const row = await findPlubotByPublicId(app.db, request.params.publicId);
      if (!row) throw notFound('CHAT_BOT_NOT_FOUND');
      const embed = { ...DEFAULT_EMBED_CONFIG, ...row.embedConfig };
      // The theme the page asked for, only if the owner unlocked it (else the saved or a free one).
      const theme = await decideBotTheme(app.db, row.ownerId, request.query.theme, embed.theme);
      return {
        success: true as const,
        plubot: {
          publicId: row.publicId,
          name: row.name,
          color: row.color,
          initial_message: row.initialMessage,
          embed: { ...embed, theme },
        },
      };
    },
  );

  registerEndpoint(
    app,
    API.startChat,
    {
      config: limited,
      serializerCompiler: plainJson,
      schema: { tags, params: z.object({ publicId: z.string().max(100) }) },
    },
    async (request) => {
      const visitor = await readVisitor(request);
      const answer = await startChat(
        { ...deps(request), visitor },
        request.params.publicId,
        request.body?.channel ?? 'web',
      );
      return { success: true as const, ...answer };
    },
  );

  /** What the API documentation says of the visitor's credential (the header is read, not validated). */
  const visitorOnly =
    "Needs the visitor's credential, the start's `visitorToken`, in the `x-visitor-token` header; " +
    'without it, or with another conversation’s, 404 CHAT_SESSION_NOT_FOUND as for an unknown session.';

  // A visitor's conversation after a reload (the page or the widget remembers its id and credential).
  registerEndpoint(
    app,
    API.chatTranscript,
    {
      config: limited,
      schema: { tags, description: visitorOnly, params: z.object({ sessionId: z.string().max(100) }) },
    },
    async (request) => {
      requireVisitorToken(app.config.JWT_SECRET, request.params.sessionId, request.headers);
      const transcript = await readTranscript(app.db, request.params.sessionId, request.query.publicId);
      return { success: true as const, ...transcript };
    },
  );

  registerEndpoint(
    app,
    API.replyChat,
    {
      config: limited,
      serializerCompiler: plainJson,
      schema: { tags, description: visitorOnly, params: z.object({ sessionId: z.string().max(100) }) },
    },
    async (request) => {
      requireVisitorToken(app.config.JWT_SECRET, request.params.sessionId, request.headers);
      const body = request.body;
      const reply =
        body.optionId !== undefined
          ? { optionId: body.optionId, ...(body.text ? { text: body.text } : {}) }
          : { text: body.text ?? '' };
      const answer = await replyChat(deps(request), request.params.sessionId, reply);
      return { success: true as const, ...answer };
    },
  );
};
