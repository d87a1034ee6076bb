import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatTurnResponseSchema } from '@plubot/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSessions, usage, users } from '../src/db/schema';
import { getUsageMonth } from '../src/modules/chat/usageService';
import { createVisitorToken } from '../src/modules/chat/visitorToken';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import {
  createBotWithNameAndChoiceFlow,
  createNameAndChoiceFlow,
  type VisitorSession,
  visitorHeaders,
} from './chatFixtures';
import { publishDraft } from './publishing';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

describe.each(testDatabaseKinds)('chat on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let publicId: string;
  let botId: string;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000' });
    owner = await createVerifiedUser(ctx.app, 'chat@plubot.com');
    const bot = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Nova', tone: 'servicial', initial_message: '¡Hola! Soy Nova.' },
    });
    ({ id: botId, public_id: publicId } = bot.json().plubot);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${botId}/flow`,
      headers: owner.auth,
      payload: { ...createNameAndChoiceFlow(), baseRevision: 1 },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, botId);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  // Each conversation as a different visitor: one visitor's conversations an hour are limited.
  const start = () =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${publicId}/start`,
      remoteAddress: nextVisitorAddress(),
    });
  const reply = (session: VisitorSession, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${session.sessionId}/reply`,
      headers: visitorHeaders(session),
      payload,
    });
  const texts = (response: { json: () => { messages: { text: string }[] } }) =>
    response.json().messages.map((m) => m.text);

  it('answers exactly as the flow was designed, turn by turn', async () => {
    const first = await start();
    expect(first.statusCode).toBe(200);
    expect(texts(first)).toEqual(['¡Hola! Soy Nova.', '¿Cómo te llamas?']);
    expect(first.json().input).toMatchObject({ kind: 'text', validation: 'text' });
    const session: VisitorSession = first.json();
    const { sessionId } = session;

    const named = await reply(session, { text: 'Ana' });
    expect(texts(named)).toEqual(['Encantado, Ana. ¿Qué necesitas?']);
    // Turn answers are written straight to JSON: they carry exactly the documented fields.
    for (const answer of [first, named]) {
      expect(chatTurnResponseSchema.parse(answer.json())).toEqual(answer.json());
    }
    expect(named.json().input).toMatchObject({
      kind: 'choice',
      options: [
        { id: 'menu-cond-1', label: 'Precios' },
        { id: 'menu-cond-2', label: 'Soporte' },
      ],
    });

    const chosen = await reply(session, { optionId: 'menu-cond-2' });
    expect(texts(chosen)).toEqual(['Escríbenos a ayuda@plubot.com.', '¡Hasta pronto, Ana!']);
    expect(chosen.json().ended).toBe(true);

    const after = await reply(session, { text: '¿sigues ahí?' });
    expect(after.json()).toMatchObject({ messages: [], ended: true });

    const transcript = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${botId}/conversations`,
      headers: owner.auth,
    });
    const conversation = transcript.json().conversations.find((c: { id: string }) => c.id === sessionId);
    expect(conversation.messages.map((m: { role: string; text: string }) => `${m.role}:${m.text}`)).toEqual([
      'bot:¡Hola! Soy Nova.',
      'bot:¿Cómo te llamas?',
      'user:Ana',
      'bot:Encantado, Ana. ¿Qué necesitas?',
      'user:Soporte',
      'bot:Escríbenos a ayuda@plubot.com.',
      'bot:¡Hasta pronto, Ana!',
    ]);
  });

  it('matches typed text to a button and retries otherwise', async () => {
    const session: VisitorSession = (await start()).json();
    await reply(session, { text: 'Luis' });
    const unknown = await reply(session, { text: 'quiero pizza' });
    expect(unknown.json().input.kind).toBe('choice');
    expect(unknown.json().ended).toBe(false);
    const typed = await reply(session, { text: 'precios' });
    expect(texts(typed)[0]).toBe('El plan Pro cuesta 10 €.');
  });

  it('keeps a conversation working after the owner saves a new version', async () => {
    const session: VisitorSession = (await start()).json();
    const current = (
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${botId}/flow`, headers: owner.auth })
    ).json().flow;
    const changed = createNameAndChoiceFlow();
    const nodes = changed.nodes.map((n) =>
      n.id === 'say-precios' ? { ...n, data: { ...n.data, message: 'Nuevo precio.' } } : n,
    );
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${botId}/flow`,
      headers: owner.auth,
      payload: { ...changed, nodes, baseRevision: current.revision },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, botId);
    await reply(session, { text: 'Eva' });
    const chosen = await reply(session, { optionId: 'menu-cond-1' });
    expect(texts(chosen)[0]).toBe('El plan Pro cuesta 10 €.');
    const fresh: VisitorSession = (await start()).json();
    await reply(fresh, { text: 'Eva' });
    expect(texts(await reply(fresh, { optionId: 'menu-cond-1' }))[0]).toBe('Nuevo precio.');
    // Restore the fixture for the other tests.
    const latest = (
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${botId}/flow`, headers: owner.auth })
    ).json().flow;
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${botId}/flow`,
      headers: owner.auth,
      payload: { ...createNameAndChoiceFlow(), baseRevision: latest.revision },
    });
  });

  it('gives two replies sent together one answer each, in order', async () => {
    const session: VisitorSession = (await start()).json();
    const [a, b] = await Promise.all([reply(session, { text: 'Zoe' }), reply(session, { text: 'soporte' })]);
    expect(texts(a)).toEqual(['Encantado, Zoe. ¿Qué necesitas?']);
    expect(texts(b)).toEqual(['Escríbenos a ayuda@plubot.com.', '¡Hasta pronto, Zoe!']);
  });

  it('refuses an empty reply with a clear message and an unknown session with 404', async () => {
    const session: VisitorSession = (await start()).json();
    const empty = await reply(session, { text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Escribe un mensaje o elige una opción.');
    // Unknown even with the credential made for its id.
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const unknown = await reply(
      { sessionId: unknownId, visitorToken: createVisitorToken(ctx.config.JWT_SECRET, unknownId) },
      { text: 'hola' },
    );
    expect(unknown.statusCode).toBe(404);
    const badBot = await ctx.app.inject({ method: 'POST', url: '/api/chat/no-existe/start', payload: {} });
    expect(badBot.statusCode).toBe(404);
    expect(badBot.json().message).toBe('Este Plubot no existe o ya no está disponible.');
  });

  it('a conversation written by another server copy is refused once, then goes on from the stored turn', async () => {
    const first = await start();
    const session: VisitorSession = first.json();
    const { sessionId } = session;
    // Another copy answered a turn: the stored turn moved past the one this copy kept in memory.
    await ctx.db
      .update(chatSessions)
      .set({ turn: sql`${chatSessions.turn} + 1` })
      .where(eq(chatSessions.id, sessionId));
    const refused = await reply(session, { text: 'Ana' });
    expect(refused.statusCode).toBe(409);
    const again = await reply(session, { text: 'Ana' });
    expect(again.statusCode).toBe(200);
    expect(texts(again)).toEqual(['Encantado, Ana. ¿Qué necesitas?']);
  });

  it('a conversation of a deleted bot answers 404, not a stale reply', async () => {
    const { id, publicId: public_id } = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Efímero',
      initial_message: 'Hola',
    });
    const opened = await ctx.app.inject({ method: 'POST', url: `/api/chat/${public_id}/start` });
    expect(opened.json().ended).toBe(false);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/plubots/${id}`,
      headers: owner.auth,
    });
    expect(removed.statusCode).toBe(200);
    const late = await reply(opened.json(), { text: 'hola' });
    expect(late.statusCode).toBe(404);
  });

  it('many conversations answered at the same moment each get their own answers, counted once each', async () => {
    const pro = await createVerifiedUser(ctx.app, `pro-${kind}@plubot.com`);
    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, pro.user.id));
    const { id, publicId: public_id } = await createBotWithNameAndChoiceFlow(ctx.app, pro.auth, {
      name: 'Coro',
      initial_message: '¡Hola! Soy Nova.',
    });
    const sessions = await Promise.all(
      Array.from(
        { length: 30 },
        async () =>
          (
            await ctx.app.inject({ method: 'POST', url: `/api/chat/${public_id}/start` })
          ).json() as VisitorSession,
      ),
    );
    const named = await Promise.all(sessions.map((session, n) => reply(session, { text: `Ana ${n}` })));
    expect(named.map(texts)).toEqual(sessions.map((_, n) => [`Encantado, Ana ${n}. ¿Qué necesitas?`]));
    const chosen = await Promise.all(sessions.map((session) => reply(session, { optionId: 'menu-cond-2' })));
    expect(chosen.every((answer) => answer.json().ended)).toBe(true);
    expect(texts(chosen[7]!)).toEqual(['Escríbenos a ayuda@plubot.com.', '¡Hasta pronto, Ana 7!']);

    const stored = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${id}/conversations?limit=100`,
      headers: pro.auth,
    });
    const conversation = stored
      .json()
      .conversations.find((c: { id: string }) => c.id === sessions[7]?.sessionId);
    expect(conversation.messages.map((m: { text: string }) => m.text)).toEqual([
      '¡Hola! Soy Nova.',
      '¿Cómo te llamas?',
      'Ana 7',
      'Encantado, Ana 7. ¿Qué necesitas?',
      'Soporte',
      'Escríbenos a ayuda@plubot.com.',
      '¡Hasta pronto, Ana 7!',
    ]);
    const usageNow = await ctx.app.inject({ method: 'GET', url: '/api/usage', headers: pro.auth });
    // Two answered messages each: opening the chat is a view, never a reply.
    expect(usageNow.json()).toMatchObject({ replies: 60, plan: 'pro' });
  });

  it('refuses a NUL character, which the database cannot store, with a 422 and keeps the conversation', async () => {
    const session: VisitorSession = (await start()).json();
    const refused = await reply(session, { text: 'A\u0000na' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'UNSTORABLE_TEXT', errors: { text: [expect.any(String)] } });
    const named = await reply(session, { text: 'Ana' });
    expect(texts(named)).toEqual(['Encantado, Ana. ¿Qué necesitas?']);
  });

  it('answers the 101st reply of a free owner with the limit notice', async () => {
    await ctx.db
      .insert(usage)
      .values({ ownerId: owner.user.id, month: getUsageMonth(), shard: 0, replies: 100 })
      .onConflictDoUpdate({ target: [usage.ownerId, usage.month, usage.shard], set: { replies: 100 } });
    // Opening the chat is a view: it shows the welcome and uses none of the month's replies.
    const first = await start();
    expect(texts(first)[0]).toBe('¡Hola! Soy Nova.');
    const limited = await reply(first.json(), { text: 'Ana' });
    expect(texts(limited)).toEqual([
      'Este Plubot alcanzó su límite de respuestas de este mes. Vuelve a intentarlo más adelante.',
    ]);
    const usageNow = await ctx.app.inject({ method: 'GET', url: '/api/usage', headers: owner.auth });
    expect(usageNow.json()).toMatchObject({ replies: 100, limit: 100, plan: 'free' });

    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, owner.user.id));
    const pro = await reply(first.json(), { text: 'Ana' });
    expect(texts(pro)).toEqual(['Encantado, Ana. ¿Qué necesitas?']);
    await ctx.db.update(users).set({ plan: 'free' }).where(eq(users.id, owner.user.id));
    await ctx.db.update(usage).set({ replies: 0 }).where(eq(usage.ownerId, owner.user.id));
  });
});

describe('HTTP nodes never reach the server network', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let server: Server;
  let port: number;
  let hits = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ secret: 'interno' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    ctx = await buildTestApp('pglite', { RATE_LIMIT_CHAT_MAX: '100000' });
    owner = await createVerifiedUser(ctx.app, 'ssrf@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function botCalling(url: string) {
    const bot = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/plubots/create',
        headers: owner.auth,
        payload: { name: 'Curioso', tone: 'neutral', initial_message: 'Hola' },
      })
    ).json().plubot;
    const flow = {
      nodes: [
        { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
        {
          id: 'http',
          type: 'httpRequest',
          position: { x: 0, y: 100 },
          data: {
            label: 'API',
            method: 'GET',
            url,
            headers: [],
            responseMapping: [
              { id: 'm', source: 'body_json_path', pathOrKey: 'secret', targetVariable: 'secreto' },
            ],
          },
        },
        {
          id: 'ok',
          type: 'message',
          position: { x: 0, y: 200 },
          data: { label: 'ok', message: 'OK: {{secreto}}' },
        },
        {
          id: 'ko',
          type: 'message',
          position: { x: 200, y: 200 },
          data: { label: 'ko', message: 'Bloqueado' },
        },
        { id: 'end-1', type: 'end', position: { x: 0, y: 300 }, data: { label: 'Fin' } },
      ],
      edges: [
        { id: 'a', source: 'start-1', target: 'http', sourceHandle: 'output' },
        { id: 'b', source: 'http', target: 'ok', sourceHandle: 'onSuccess' },
        { id: 'c', source: 'http', target: 'ko', sourceHandle: 'onError' },
        { id: 'd', source: 'ok', target: 'end-1' },
        { id: 'e', source: 'ko', target: 'end-1' },
      ],
    };
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: owner.auth,
      payload: { ...flow, baseRevision: 1 },
    });
    await publishDraft(ctx.app, owner.auth, bot.id);
    return bot.public_id as string;
  }

  it.each([
    () => `http://127.0.0.1:${port}/`,
    () => 'http://10.0.0.1/',
    () => 'http://169.254.169.254/latest/meta-data/',
    () => `http://localhost:${port}/`,
  ])('refuses %s', async (makeUrl) => {
    const publicId = await botCalling(makeUrl());
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${publicId}/start`,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const messages = response.json().messages.map((m: { text: string }) => m.text);
    expect(messages).toContain('Bloqueado');
    expect(messages.join(' ')).not.toContain('interno');
    expect(hits).toBe(0);
  });
});
