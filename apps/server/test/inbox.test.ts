import {
  conversationActionResponseSchema,
  conversationDetailResponseSchema,
  inboxResponseSchema,
} from '@plubot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tellUnansweredVisitors } from '../src/modules/inbox/tellUnanswered';
import { pruneLiveEvents, readLiveEventsAfter } from '../src/modules/live/liveEvents';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createBotWithNameAndChoiceFlow, visitorHeaders } from './chatFixtures';
import { openTestStream, type TestStream } from './sseClient';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

// The live inbox (issue #29): a visitor asks for a person, the owner takes the conversation, both
// sides hear each other live, the bot gets it back at a node, and the owner closes it.
describe.each(testDatabaseKinds)('live inbox on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let base: string;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let bot: { id: string; publicId: string };
  const streams: TestStream[] = [];

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  /** Each conversation's credential, as its start answered it: the visitor's replies send it. */
  const credentials = new Map<string, string>();
  /** A visitor's new conversation: its id and credential. */
  async function startConversation() {
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${bot.publicId}/start`,
      payload: { channel: 'web' },
      remoteAddress: nextVisitorAddress(),
    });
    expect(started.statusCode).toBe(200);
    credentials.set(started.json().sessionId, started.json().visitorToken);
    return { sessionId: started.json().sessionId as string, token: started.json().visitorToken as string };
  }

  const reply = async (sessionId: string, payload: object) => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${sessionId}/reply`,
      headers: visitorHeaders({ visitorToken: credentials.get(sessionId) }),
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  async function stream(path: string, headers: Record<string, string> = {}) {
    const opened = await openTestStream(`${base}${path}`, headers);
    streams.push(opened);
    return opened;
  }

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000' });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await createVerifiedUser(ctx.app, `inbox-owner-${kind}@plubot.com`, 'Secreta123!', 'Ana Estelar');
    stranger = await createVerifiedUser(ctx.app, `inbox-peeker-${kind}@plubot.com`);
    bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Nova',
      initial_message: 'Hola',
    });
  });
  afterAll(async () => {
    // Streams still open: closing the server ends them rather than waiting for the clients.
    await ctx?.close();
    for (const open of streams) open.close();
  });

  it('takes a conversation from the bot, answers live, gives it back at a node and closes it', async () => {
    const ownerStream = await stream('/api/inbox/events', owner.auth);
    expect(ownerStream.status).toBe(200);
    const { sessionId, token } = await startConversation();
    const visitorStream = await stream(
      `/api/chat/sessions/${sessionId}/events?token=${encodeURIComponent(token)}`,
    );
    expect(visitorStream.status).toBe(200);

    // The visitor asks for a person: the bot says a person will answer, and stops answering.
    await reply(sessionId, { text: 'Ana' });
    const asked = await reply(sessionId, { text: 'Quiero hablar con una persona' });
    expect(asked.handoff).toEqual({ status: 'waiting', agentName: null });
    expect(asked.messages.map((m: { text: string }) => m.text)).toEqual([
      'Te paso con una persona del equipo. Te responderá aquí mismo en cuanto pueda.',
    ]);
    await ownerStream.waitFor((e) => e.event === 'status' && e.data.status === 'waiting');
    const quiet = await reply(sessionId, { text: '¿Hay alguien?' });
    expect(quiet).toMatchObject({ messages: [], handoff: { status: 'waiting' } });
    await ownerStream.waitFor(
      (e) => e.event === 'message' && (e.data.message as { text: string }).text === '¿Hay alguien?',
    );

    // The owner sees it waiting, unread, and in the bell.
    const waiting = inboxResponseSchema.parse(
      (await call('GET', '/api/inbox?status=needsPerson', owner.auth)).json(),
    );
    expect(waiting.conversations.map((c) => c.sessionId)).toEqual([sessionId]);
    expect(waiting.conversations[0]).toMatchObject({ status: 'waiting', botName: 'Nova', unread: 2 });
    expect(waiting.counts).toEqual({ needsPerson: 1, unread: 2 });
    // The bot's card counts all its open conversations, however many the list shows.
    expect(waiting.countsByBot).toEqual({ [bot.id]: { needsPerson: 1, unread: 2 } });
    const bell = (await call('GET', '/api/notifications', owner.auth)).json();
    expect(JSON.stringify(bell)).toContain('Alguien quiere hablar con una persona en Nova');

    const detail = conversationDetailResponseSchema.parse(
      (await call('GET', `/api/conversations/${sessionId}`, owner.auth)).json(),
    );
    expect(detail.messages.map((m) => m.from)).toEqual([
      'bot',
      'bot',
      'visitor',
      'bot',
      'visitor',
      'system',
      'visitor',
    ]);
    expect(detail.variables).toMatchObject({ nombre: 'Ana' });
    expect(detail.resumeNodeId).toBe('menu');
    expect(detail.nodes.map((n) => n.id)).toEqual(expect.arrayContaining(['ask-name', 'menu', 'end-1']));
    expect(detail.nodes.map((n) => n.id)).not.toContain('opt-precios');
    expect((await call('GET', '/api/inbox', owner.auth)).json().counts.unread).toBe(0);

    // Writing before taking it is refused; taking it tells the visitor who answers.
    const early = await call('POST', `/api/conversations/${sessionId}/messages`, owner.auth, {
      text: 'Hola',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Toma la conversación antes de escribir al visitante.');
    const taken = conversationActionResponseSchema.parse(
      (await call('POST', `/api/conversations/${sessionId}/take`, owner.auth)).json(),
    );
    expect(taken.conversation).toMatchObject({ status: 'person', handledBy: { name: 'Ana Estelar' } });
    await visitorStream.waitFor(
      (e) => e.event === 'status' && e.data.status === 'person' && e.data.agentName === 'Ana Estelar',
    );

    const sent = await call('POST', `/api/conversations/${sessionId}/messages`, owner.auth, {
      text: '¡Hola Ana! Soy Ana, del equipo. ¿En qué te ayudo?',
    });
    expect(sent.statusCode).toBe(200);
    const heard = await visitorStream.waitFor(
      (e) => e.event === 'message' && (e.data.message as { from: string }).from === 'person',
    );
    expect(heard.data.message).toMatchObject({
      text: '¡Hola Ana! Soy Ana, del equipo. ¿En qué te ayudo?',
      author: 'Ana Estelar',
    });
    expect(heard.id).not.toBeNull();
    // The visitor's answer reaches the owner live; the bot keeps quiet.
    expect(await reply(sessionId, { text: 'Quiero precios' })).toMatchObject({
      messages: [],
      handoff: { status: 'person', agentName: 'Ana Estelar' },
    });
    await ownerStream.waitFor(
      (e) => e.event === 'message' && (e.data.message as { text: string }).text === 'Quiero precios',
    );
    // The visitor's own stream never echoes their messages.
    expect(
      visitorStream.events.some((e) => (e.data.message as { from?: string } | undefined)?.from === 'visitor'),
    ).toBe(false);
    const transcript = (
      await call(
        'GET',
        `/api/chat/sessions/${sessionId}?publicId=${bot.publicId}`,
        visitorHeaders({ visitorToken: token }),
      )
    ).json();
    expect(transcript.handoff).toEqual({ status: 'person', agentName: 'Ana Estelar' });
    expect(transcript.messages.at(-2)).toMatchObject({ from: 'person', author: 'Ana Estelar', role: 'bot' });

    // Back to the bot at the menu: it asks again, and the flow goes on with the visitor's answer.
    const back = conversationActionResponseSchema.parse(
      (await call('POST', `/api/conversations/${sessionId}/return`, owner.auth, { nodeId: 'menu' })).json(),
    );
    expect(back.conversation.status).toBe('bot');
    expect(back.messages.map((m) => [m.from, m.text])).toEqual([
      ['system', 'La conversación vuelve al asistente automático.'],
      ['bot', 'Encantado, Ana. ¿Qué necesitas?'],
    ]);
    await visitorStream.waitFor(
      (e) =>
        e.event === 'message' &&
        (e.data.message as { text: string }).text === 'Encantado, Ana. ¿Qué necesitas?',
    );
    const precios = await reply(sessionId, { optionId: 'menu-cond-1' });
    expect(precios.messages.map((m: { text: string }) => m.text)).toContain('El plan Pro cuesta 10 €.');
    // The funnel counts the conversation that asked for a person.
    const funnel = (await call('GET', `/api/plubots/${bot.id}/analytics/funnel`, owner.auth)).json();
    expect(funnel).toMatchObject({ started: 1, handoffs: 1 });
  });

  it('closes a conversation with the End message; nothing more can be done in it', async () => {
    const { sessionId } = await startConversation();
    await reply(sessionId, { text: 'Eva' });
    await call('POST', `/api/conversations/${sessionId}/take`, owner.auth);
    const closed = conversationActionResponseSchema.parse(
      (await call('POST', `/api/conversations/${sessionId}/close`, owner.auth)).json(),
    );
    expect(closed.conversation.status).toBe('closed');
    expect(closed.messages.map((m) => m.text)).toEqual([
      '¡Hasta pronto, Eva!',
      'La conversación se ha cerrado.',
    ]);
    for (const action of ['take', 'close', 'return']) {
      const again = await call('POST', `/api/conversations/${sessionId}/${action}`, owner.auth);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Esta conversación ya está cerrada.');
    }
    expect((await reply(sessionId, { text: 'hola' })).ended).toBe(true);
    const closedList = inboxResponseSchema.parse(
      (await call('GET', '/api/inbox?status=closed', owner.auth)).json(),
    );
    expect(closedList.conversations.map((c) => c.sessionId)).toContain(sessionId);
  });

  it('tells a visitor nobody took the conversation in time, once, and keeps it waiting', async () => {
    const { sessionId, token } = await startConversation();
    await reply(sessionId, { text: 'Mar' });
    await reply(sessionId, { text: 'agente' });
    const visitorStream = await stream(
      `/api/chat/sessions/${sessionId}/events?token=${encodeURIComponent(token)}`,
    );
    const later = new Date(Date.now() + 6 * 60 * 1000);
    const deps = { db: ctx.db, bus: ctx.app.liveBus, log: ctx.app.log };
    expect(await tellUnansweredVisitors(deps, 5 * 60 * 1000)).toBe(0);
    expect(await tellUnansweredVisitors(deps, 5 * 60 * 1000, later)).toBeGreaterThanOrEqual(1);
    const told = await visitorStream.waitFor((e) => e.event === 'message');
    expect(told.data.message).toMatchObject({
      from: 'system',
      text: 'Nadie del equipo ha podido atenderte todavía. Déjanos tu correo electrónico y te escribiremos en cuanto podamos.',
    });
    expect(await tellUnansweredVisitors(deps, 5 * 60 * 1000, later)).toBe(0);
    // The e-mail the visitor leaves becomes the bot's contact; the person still sees the message.
    await reply(sessionId, { text: 'Mar@Example.com' });
    const leads = (await call('GET', `/api/plubots/${bot.id}/leads`, owner.auth)).json();
    expect(JSON.stringify(leads)).toContain('mar@example.com');
    const listed = inboxResponseSchema.parse(
      (await call('GET', '/api/inbox?status=needsPerson', owner.auth)).json(),
    );
    expect(listed.conversations.map((c) => c.sessionId)).toContain(sessionId);
  });

  it('resumes a dropped stream from its Last-Event-ID with nothing missed', async () => {
    const { sessionId, token } = await startConversation();
    await reply(sessionId, { text: 'Leo' });
    const first = await stream(`/api/chat/sessions/${sessionId}/events?token=${encodeURIComponent(token)}`);
    await call('POST', `/api/conversations/${sessionId}/take`, owner.auth);
    const joined = await first.waitFor((e) => e.event === 'message');
    first.close();
    // While the visitor is away, the person writes twice.
    for (const text of ['Primero', 'Segundo']) {
      expect(
        (await call('POST', `/api/conversations/${sessionId}/messages`, owner.auth, { text })).statusCode,
      ).toBe(200);
    }
    const again = await stream(`/api/chat/sessions/${sessionId}/events?token=${encodeURIComponent(token)}`, {
      'last-event-id': joined.id ?? '',
    });
    await again.waitFor((e) => (e.data.message as { text?: string } | undefined)?.text === 'Segundo');
    const texts = again.events
      .filter((e) => e.event === 'message')
      .map((e) => (e.data.message as { text: string }).text);
    expect(texts).toEqual(['Primero', 'Segundo']);
    // A day later those events are dropped: the transcript keeps the messages.
    expect(await readLiveEventsAfter(ctx.db, { sessionId }, '0')).not.toEqual([]);
    await pruneLiveEvents(ctx.db, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await readLiveEventsAfter(ctx.db, { sessionId }, '0')).toEqual([]);
  });

  it('carries a message too big for one database notification whole', async () => {
    const { sessionId, token } = await startConversation();
    await reply(sessionId, { text: 'Ona' });
    const visitorStream = await stream(
      `/api/chat/sessions/${sessionId}/events?token=${encodeURIComponent(token)}`,
    );
    await call('POST', `/api/conversations/${sessionId}/take`, owner.auth);
    // 2,000 emoji: 8,000 bytes of UTF-8, more than PostgreSQL takes in a NOTIFY.
    const text = '🚀'.repeat(2000);
    expect(
      (await call('POST', `/api/conversations/${sessionId}/messages`, owner.auth, { text })).statusCode,
    ).toBe(200);
    const heard = await visitorStream.waitFor(
      (e) => (e.data.message as { from?: string } | undefined)?.from === 'person',
    );
    expect((heard.data.message as { text: string }).text).toBe(text);
  });

  it('lets only the owner see and act, and only the credential open a visitor stream', async () => {
    const { sessionId, token } = await startConversation();
    await reply(sessionId, { text: 'Sol' });
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/take'],
      ['POST', '/return'],
      ['POST', '/close'],
      ['POST', '/typing'],
    ] as const) {
      const other = await call(method, `/api/conversations/${sessionId}${path}`, stranger.auth);
      expect(other.statusCode, path).toBe(404);
      expect(other.json().code).toBe('CONVERSATION_NOT_FOUND');
      expect((await call(method, `/api/conversations/${sessionId}${path}`, {})).statusCode).toBe(401);
    }
    expect((await call('GET', `/api/plubots/${bot.id}/inbox`, stranger.auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/inbox', stranger.auth)).json().conversations).toEqual([]);
    expect((await call('GET', '/api/inbox', {})).statusCode).toBe(401);
    expect((await stream('/api/inbox/events')).status).toBe(401);
    // The session id alone, a token of another conversation, or none: the same 404.
    const other = await startConversation();
    for (const query of ['', '?token=nope', `?token=${encodeURIComponent(other.token)}`]) {
      const refused = await stream(`/api/chat/sessions/${sessionId}/events${query}`);
      expect(refused.status, query).toBe(query === '' ? 400 : 404);
    }
    expect(
      (await stream(`/api/chat/sessions/${sessionId}/events?token=${encodeURIComponent(token)}`)).status,
    ).toBe(200);
  });

  it('refuses bad input with a clear message, never a 500', async () => {
    const { sessionId } = await startConversation();
    await reply(sessionId, { text: 'Noa' });
    await call('POST', `/api/conversations/${sessionId}/take`, owner.auth);
    for (const payload of [{ text: '   ' }, {}, { text: 'x'.repeat(4001) }]) {
      const bad = await call('POST', `/api/conversations/${sessionId}/messages`, owner.auth, payload);
      expect(bad.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
      expect(bad.json().message).toMatch(
        /^(Escribe un mensaje\.|El mensaje puede tener como máximo 4000 caracteres\.)$/,
      );
    }
    const unknownNode = await call('POST', `/api/conversations/${sessionId}/return`, owner.auth, {
      nodeId: 'nope',
    });
    expect(unknownNode.statusCode).toBe(422);
    expect(unknownNode.json().message).toBe(
      'Ese paso no está en la versión del flujo de esta conversación. Elige otro.',
    );
    expect((await call('GET', '/api/conversations/not-a-uuid', owner.auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/inbox?status=todas', owner.auth)).statusCode).toBe(400);
    expect((await call('GET', `/api/inbox?search=${'x'.repeat(101)}`, owner.auth)).statusCode).toBe(400);
  });

  it("keeps a bot's own hand-off phrases and wait, and refuses bad ones clearly", async () => {
    const url = `/api/plubots/${bot.id}/inbox/settings`;
    const initial = (await call('GET', url, owner.auth)).json();
    expect(initial.settings).toEqual(initial.defaults);
    expect(initial.defaults.phrases).toContain('hablar con una persona');
    expect(initial.defaults.timeoutMinutes).toBe(5);
    const put = (payload: object, headers = owner.auth) =>
      ctx.app.inject({ method: 'PUT', url, headers, payload });
    const saved = await put({
      phrases: ['Atención al cliente', 'atención al cliente', 'operador'],
      timeoutMinutes: 2,
    });
    expect(saved.statusCode).toBe(200);
    // The announcements' switches a client leaves out stay on.
    expect(saved.json().settings).toEqual({
      phrases: ['Atención al cliente', 'operador'],
      timeoutMinutes: 2,
      notifyByEmail: true,
      notifyChannels: true,
    });

    // The bot now hears its own phrases only.
    const first = await startConversation();
    await reply(first.sessionId, { text: 'Pau' });
    expect((await reply(first.sessionId, { text: 'humano' })).handoff).toBeUndefined();
    const second = await startConversation();
    await reply(second.sessionId, { text: 'Quiero un operador' });
    expect((await reply(second.sessionId, { text: 'hola' })).handoff).toMatchObject({ status: 'waiting' });
    // Its own wait: told after 2 minutes, not before.
    const deps = { db: ctx.db, bus: ctx.app.liveBus, log: ctx.app.log };
    expect(await tellUnansweredVisitors(deps, 60 * 60 * 1000, new Date(Date.now() + 60 * 1000))).toBe(0);
    expect(await tellUnansweredVisitors(deps, 60 * 60 * 1000, new Date(Date.now() + 3 * 60 * 1000))).toBe(1);

    for (const [payload, message] of [
      [{ phrases: ['x'], timeoutMinutes: 5 }, 'Cada frase debe tener al menos 2 caracteres.'],
      [{ phrases: [], timeoutMinutes: 0 }, 'La espera debe ser un número entero de minutos entre 1 y 240.'],
      [
        { phrases: Array.from({ length: 31 }, (_, i) => `frase ${i}`), timeoutMinutes: 5 },
        'Puedes guardar como máximo 30 frases.',
      ],
    ] as const) {
      const refused = await put(payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(message);
    }
    expect((await put({ phrases: [], timeoutMinutes: 5 }, stranger.auth)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Back to the defaults for the other tests.
    expect((await put(initial.defaults)).statusCode).toBe(200);
  });

  it('searches the contact and the messages, and lists one bot’s conversations', async () => {
    const { sessionId } = await startConversation();
    await reply(sessionId, { text: 'Zacarías_100%' });
    const found = inboxResponseSchema.parse(
      (
        await call('GET', `/api/plubots/${bot.id}/inbox?search=${encodeURIComponent('_100%')}`, owner.auth)
      ).json(),
    );
    expect(found.conversations.map((c) => c.sessionId)).toEqual([sessionId]);
    const none = inboxResponseSchema.parse(
      (await call('GET', '/api/inbox?search=100%25x', owner.auth)).json(),
    );
    expect(none.conversations).toEqual([]);
  });
});
