import { type ChatTurnResponse, chatTurnResponseSchema } from '@plubot/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { createOwnerOverSmtp } from '../authHelpers';
import { buildTestApp } from '../buildTestApp';
import { visitorHeaders } from '../chatFixtures';
import { type Edge, node } from '../flowSpecs';
import { startLocalHttpReceiver } from '../localHttpReceiver';
import { startLocalOpenAiServer } from '../localOpenAiServer';
import { startLocalSmtpCatcher } from '../localSmtpCatcher';
import { publishDraft } from '../publishing';
import { nextVisitorAddress } from '../visitorAddresses';

/**
 * The stage of the nodeTypesOnChat.*.test.ts files: every node type that acts on the world, run
 * through the public chat (the link, and the widget where it differs) against local stand-ins
 * speaking the real protocols: an OpenAI-compatible server, an SMTP server and an HTTP receiver
 * (`/clima` answers 'soleado', `/clima?ciudad=Atlantis` a 404, anything else 'ok'). The webhook
 * node, database node, complex condition, Discord node and the Slack/Telegram/Discord powers are
 * covered the same way in dataStepNodes.test.ts and discordIntegrations.test.ts; the HTTP node's
 * happy path in editorTools.test.ts.
 *
 * Call it in a `describe`: it starts the stand-ins and the app (PGlite) before the tests, signs an
 * owner up through the real mail, and stops everything after. Its fields are read inside tests.
 */
export function useNodeTypesStage() {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let smtp: Awaited<ReturnType<typeof startLocalSmtpCatcher>>;
  let ai: Awaited<ReturnType<typeof startLocalOpenAiServer>>;
  let api: Awaited<ReturnType<typeof startLocalHttpReceiver>>;
  let owner: { email: string; auth: Record<string, string> };

  beforeAll(async () => {
    smtp = await startLocalSmtpCatcher();
    ai = await startLocalOpenAiServer();
    api = await startLocalHttpReceiver((request) => {
      if (request.url.startsWith('/clima?ciudad=Atlantis'))
        return {
          status: 404,
          headers: { 'content-type': 'application/json' },
          body: '{"error":"desconocida"}',
        };
      if (request.url.startsWith('/clima')) return { body: 'soleado' };
      return { body: 'ok' };
    });
    ctx = await buildTestApp('pglite', {
      RATE_LIMIT_CHAT_MAX: '100000',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Plubot <bots@plubot.test>',
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: 'sk-nodos',
      AI_MODEL: 'modelo-nodos',
      HTTP_ALLOWED_HOSTS: `localhost:${api.port}`,
    });
    owner = await createOwner('nodos@plubot.test');
  });
  afterAll(async () => {
    await ctx?.close();
    await Promise.all([smtp?.close(), ai?.close(), api?.close()]);
  });

  /** Registers through the real mail (over SMTP), verifies with the mailed link and logs in. */
  const createOwner = (email: string) => createOwnerOverSmtp(ctx.app, smtp, email, 'Nora Nodos');

  /** A bot of the owner whose saved flow is `nodes` + `links`: its id and public id. */
  async function botWithFlow(name: string, nodes: unknown[], links: Edge[]) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name, tone: 'neutral' },
    });
    expect(created.statusCode).toBe(201);
    const bot = created.json().plubot as { id: string; public_id: string };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: owner.auth,
      payload: { nodes, edges: links, viewport: { x: 0, y: 0, zoom: 1 }, baseRevision: 1 },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, bot.id);
    return { id: bot.id, publicId: bot.public_id };
  }

  /**
   * Opens a conversation on `channel` and sends `replies` one by one, as the chat page does; every
   * answer must be a well-formed turn. Returns the session and each turn's answer.
   */
  async function chat(publicId: string, replies: string[], channel: 'web' | 'widget' = 'web') {
    const turns: ChatTurnResponse[] = [];
    // Each conversation as another visitor: one visitor's conversations an hour are limited.
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${publicId}/start`,
      payload: { channel },
      remoteAddress: nextVisitorAddress(),
    });
    expect(started.statusCode).toBe(200);
    turns.push(chatTurnResponseSchema.parse(started.json()));
    const sessionId = turns[0]!.sessionId;
    for (const text of replies) {
      const answered = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${sessionId}/reply`,
        headers: visitorHeaders(started.json()),
        payload: { text },
      });
      expect(answered.statusCode).toBe(200);
      turns.push(chatTurnResponseSchema.parse(answered.json()));
    }
    const last = turns.at(-1)!;
    return { sessionId, turns, last, said: last.messages.map((message) => message.text) };
  }

  return {
    /** The app under test. */
    get app() {
      return ctx.app;
    },
    get smtp() {
      return smtp;
    },
    get ai() {
      return ai;
    },
    get api() {
      return api;
    },
    /** The receiver by its allowed host name; `127.0.0.1` itself is a private address not allowed. */
    get apiBase() {
      return `http://localhost:${api.port}`;
    },
    get owner() {
      return owner;
    },
    botWithFlow,
    chat,
  };
}

/** The start node, greeting with 'Hola'. */
export function greet() {
  return node('start', 'start-1', { dynamicContent: 'Hola' });
}

/** A message that waits for a reply and stores it in `variable`. */
export function ask(id: string, message: string, variable: string, validation = 'text') {
  return node('message', id, { message, capture: { variable, validation } });
}
