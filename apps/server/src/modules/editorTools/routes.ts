import { Readable } from 'node:stream';
import { API } from '@plubot/contracts';
import { isMaskedSecret, SECRET_MASK } from '@plubot/flow';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickLanguage, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { createChatCompletion } from '../../lib/chatCompletion';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { safeHttpRequest } from '../../lib/safeHttpRequest';
import { streamChatCompletion } from '../../lib/streamChatCompletion';
import { requireAuth } from '../../plugins/authenticate';
import { resolveBotAi } from '../connections/resolveBotAi';
import { getFlow } from '../flows/flowService';
import { resolveMaskedRequest } from '../flows/nodeSecrets';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import {
  answerFromKnowledge,
  type ByteContext,
  detectByteSentiment,
  getByteSystemPrompt,
} from './byteKnowledge';
import { toAiTestEvents } from './toAiTestEvents';

/**
 * Editor helpers for signed-in users: the HTTP node's test run (through the same SSRF-safe client
 * as live bots), the AI node's test run, and Byte the assistant.
 */
export const editorToolRoutes: FastifyPluginAsyncZod = async (app) => {
  const t = (request: FastifyRequest, key: string, params?: Record<string, string | number>) =>
    translate(pickLanguage(request.headers['accept-language']), key, params);
  const common = {
    preHandler: app.authenticate,
    config: {
      rateLimit: { max: app.config.RATE_LIMIT_CHAT_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
    },
  };
  const security = [{ bearer: [] }];

  /**
   * The test's URL and headers, masked credentials (a header's value, a URL query parameter's)
   * replaced by the ones stored in the owner's node; a sealed value typed in is sent as the text it is.
   */
  async function resolveTestRequest(
    userId: string,
    request: { url: string; headers: Record<string, string> },
    plubotId: string | undefined,
    nodeId: string | undefined,
  ): Promise<{ url: string; headers: Record<string, string> }> {
    const masked = request.url.includes(SECRET_MASK) || Object.values(request.headers).some(isMaskedSecret);
    if (!plubotId || !nodeId || !masked) return request;
    const plubot = await getOwnedPlubot(app.db, userId, plubotId);
    const flow = await getFlow(app.db, plubotId);
    const node = flow.nodes.find((candidate) => candidate.id === nodeId);
    return resolveMaskedRequest(request, node, {
      key: app.config.ENCRYPTION_KEY,
      ownerId: plubot.ownerId,
      plubotId,
    });
  }
  // Plubot's own assistant (Byte) speaks with the server's AI.
  const aiConfig = () =>
    app.config.AI_BASE_URL
      ? { baseUrl: app.config.AI_BASE_URL, apiKey: app.config.AI_API_KEY, model: app.config.AI_MODEL }
      : undefined;

  registerEndpoint(
    app,
    API.httpTest,
    { ...common, schema: { tags: ['editor'], security } },
    async (request) => {
      const { method, body, plubotId, nodeId } = request.body;
      const { url, headers } = await resolveTestRequest(
        requireAuth(request).userId,
        { url: request.body.url, headers: request.body.headers },
        plubotId,
        nodeId,
      );
      const result = await safeHttpRequest(
        { method, url, headers, body, timeoutMs: 10_000 },
        { allowedHosts: app.config.HTTP_ALLOWED_HOSTS },
      );
      if (!result.ok) {
        return {
          success: true as const,
          ok: false,
          error: result.error,
          message: t(request, `editor.httpError.${result.error}`),
        };
      }
      let data: unknown = result.body;
      try {
        data = JSON.parse(result.body);
      } catch {
        // not JSON: keep the text
      }
      const ok = result.status >= 200 && result.status < 300;
      return {
        success: true as const,
        ok,
        status: result.status,
        data,
        headers: result.headers,
        message: ok
          ? t(request, 'editor.httpOk')
          : t(request, 'editor.httpStatus', { status: result.status }),
      };
    },
  );

  registerEndpoint(
    app,
    API.aiNode,
    { ...common, schema: { tags: ['editor'], security } },
    async (request) => {
      // The owner's AI nodes are tried with the AI their bots use: their own OpenAI connection, else the server's.
      const config = await resolveBotAi(app, requireAuth(request).userId);
      if (!config) throw new AppError('AI_NOT_CONFIGURED');
      const { prompt, systemMessage, temperature, maxTokens } = request.body;
      if (!prompt.trim() && !systemMessage?.trim()) throw new AppError('AI_EMPTY_PROMPT');
      const result = await createChatCompletion(config, { prompt, systemMessage, temperature, maxTokens });
      if (!result.ok) throw new AppError('AI_FAILED');
      return { success: true as const, response: result.text };
    },
  );

  // The same test, streamed as server-sent events (`aiNodeStreamEventSchema`). Every failure
  // before the first piece of text is an ordinary JSON error; one after it is an `error` event.
  registerEndpoint(
    app,
    API.aiNodeStream,
    { ...common, schema: { tags: ['editor'], security } },
    async (request, reply) => {
      const { prompt, systemMessage, temperature, maxTokens, plubotId } = request.body;
      if (plubotId) await getOwnedPlubot(app.db, requireAuth(request).userId, plubotId);
      const config = await resolveBotAi(app, requireAuth(request).userId);
      if (!config) throw new AppError('AI_NOT_CONFIGURED');
      if (!prompt.trim() && !systemMessage?.trim()) throw new AppError('AI_EMPTY_PROMPT');
      const stream = await streamChatCompletion(config, { prompt, systemMessage, temperature, maxTokens });
      if (!stream.ok) throw new AppError('AI_FAILED');
      const chunks = stream.chunks[Symbol.asyncIterator]();
      let first = '';
      try {
        while (!first.trim()) {
          const next = await chunks.next();
          if (next.done) break;
          first += next.value;
        }
      } catch {
        throw new AppError('AI_FAILED');
      }
      if (!first.trim()) throw new AppError('AI_FAILED');
      const language = pickLanguage(request.headers['accept-language']);
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no');
      return reply.send(Readable.from(toAiTestEvents(first, chunks, stream.streamed, language)));
    },
  );

  /** Byte's answer: the AI service when configured (and `useAi`), else its knowledge. */
  const answerByte = async (
    body: { message: string; history: { role: 'user' | 'assistant'; content: string }[] },
    context: ByteContext,
    useAi: boolean,
  ) => {
    const { message, history } = body;
    const config = useAi ? aiConfig() : undefined;
    let reply = '';
    if (config) {
      const result = await createChatCompletion(config, {
        systemMessage: getByteSystemPrompt(context),
        history,
        prompt: message,
        temperature: 0.6,
        maxTokens: 300,
      });
      if (result.ok) reply = result.text;
    }
    if (!reply) reply = answerFromKnowledge(message, context);
    return { success: true as const, message: reply, sentiment: detectByteSentiment(message, reply) };
  };

  registerEndpoint(
    app,
    API.byteAssistant,
    { ...common, schema: { tags: ['editor'], security } },
    async (request) => answerByte(request.body, 'editor', true),
  );

  // Byte in the creation lab, open to visitors designing a bot before signing up: they get Byte's
  // knowledge; a signed-in user also gets the AI service.
  registerEndpoint(
    app,
    API.byteLabAssistant,
    { config: common.config, schema: { tags: ['editor'] } },
    async (request) => {
      const signedIn = await app.authenticate(request).then(
        () => true,
        () => false,
      );
      return answerByte(request.body, 'lab', signedIn);
    },
  );
};
