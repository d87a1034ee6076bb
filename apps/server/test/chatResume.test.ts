import { chatTranscriptResponseSchema } from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSessions } from '../src/db/schema';
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

describe.each(testDatabaseKinds)('resuming a visitor’s conversation on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let nova: { id: string; publicId: string };
  let orion: { id: string; publicId: string };

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000' });
    const owner = await createVerifiedUser(ctx.app, 'resume@plubot.com');
    nova = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Nova',
      initial_message: '¡Hola! Soy Nova.',
    });
    orion = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Orion',
      initial_message: 'Hola, soy Orion.',
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const start = async (publicId: string, channel: 'web' | 'widget' = 'web') => {
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${publicId}/start`,
      payload: { channel },
    });
    expect(started.statusCode).toBe(200);
    return started.json() as VisitorSession;
  };
  const reply = async (session: VisitorSession, payload: object) => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${session.sessionId}/reply`,
      headers: visitorHeaders(session),
      payload,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const transcript = (session: VisitorSession, publicId?: string, language = 'es') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/chat/sessions/${session.sessionId}${publicId === undefined ? '' : `?publicId=${publicId}`}`,
      headers: { 'accept-language': language, ...visitorHeaders(session) },
    });
  /** A session id the visitor holds with its right credential, though no such conversation exists. */
  const unknownSession = (): VisitorSession => {
    const sessionId = '7b1f1c9e-0c3a-4c1e-9d55-3f0e6f7a8b9c';
    return { sessionId, visitorToken: createVisitorToken(ctx.app.config.JWT_SECRET, sessionId) };
  };

  it('answers the conversation so far, in order, and what the bot waits for now', async () => {
    const session = await start(nova.publicId);
    const { sessionId } = session;
    const first = await transcript(session, nova.publicId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      sessionId,
      publicId: nova.publicId,
      messages: [
        { seq: 1, from: 'bot', role: 'bot', text: '¡Hola! Soy Nova.' },
        { seq: 2, from: 'bot', role: 'bot', text: '¿Cómo te llamas?' },
      ],
      input: { kind: 'text', nodeId: 'ask-name', validation: 'text', variable: 'nombre' },
      ended: false,
    });

    await reply(session, { text: 'Ana' });
    const named = await transcript(session, nova.publicId);
    const body = chatTranscriptResponseSchema.parse(named.json());
    expect(body.messages).toEqual([
      { seq: 1, from: 'bot', role: 'bot', text: '¡Hola! Soy Nova.' },
      { seq: 2, from: 'bot', role: 'bot', text: '¿Cómo te llamas?' },
      { seq: 3, from: 'visitor', role: 'user', text: 'Ana' },
      {
        seq: 4,
        from: 'bot',
        role: 'bot',
        text: 'Encantado, Ana. ¿Qué necesitas?',
        buttons: [
          { id: 'menu-cond-1', label: 'Precios' },
          { id: 'menu-cond-2', label: 'Soporte' },
        ],
      },
    ]);
    // The composer comes back in the mode the bot asked for: its buttons.
    expect(body.input).toEqual({
      kind: 'choice',
      nodeId: 'menu',
      options: [
        { id: 'menu-cond-1', label: 'Precios' },
        { id: 'menu-cond-2', label: 'Soporte' },
      ],
    });
    expect(body.ended).toBe(false);

    // The resumed conversation carries on where it stood.
    const chosen = await reply(session, { optionId: 'menu-cond-1' });
    expect(chosen.messages.map((m: { text: string }) => m.text)).toEqual([
      'El plan Pro cuesta 10 €.',
      '¡Hasta pronto, Ana!',
    ]);
  });

  it('says when the conversation ended, with nothing left to answer', async () => {
    const session = await start(nova.publicId, 'widget');
    await reply(session, { text: 'Luis' });
    await reply(session, { optionId: 'menu-cond-2' });
    const ended = await transcript(session, nova.publicId);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ ended: true, input: { kind: 'none' } });
    expect(ended.json().messages.map((m: { role: string; text: string }) => `${m.role}: ${m.text}`)).toEqual([
      'bot: ¡Hola! Soy Nova.',
      'bot: ¿Cómo te llamas?',
      'user: Luis',
      'bot: Encantado, Luis. ¿Qué necesitas?',
      'user: Soporte',
      'bot: Escríbenos a ayuda@plubot.com.',
      'bot: ¡Hasta pronto, Luis!',
    ]);
  });

  it('keeps a Markdown question Markdown, so it looks the same after the reload', async () => {
    const owner = await createVerifiedUser(ctx.app, `markdown-${kind}@plubot.com`);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { tone: 'servicial', name: 'Vega', initial_message: 'Hola, soy Vega.' },
    });
    const { id, public_id: publicId } = created.json().plubot;
    const flow = createNameAndChoiceFlow();
    const menu = flow.nodes.find((node) => node.id === 'menu') as { data: Record<string, unknown> };
    menu.data = {
      ...menu.data,
      question: '**Encantado, {{nombre}}.** ¿Qué necesitas?',
      enableMarkdown: true,
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${id}/flow`,
      headers: owner.auth,
      payload: { ...flow, baseRevision: 1 },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, id);
    const session = await start(publicId);
    await reply(session, { text: 'Ana' });
    const resumed = await transcript(session, publicId);
    const last = resumed.json().messages.at(-1);
    expect(last).toMatchObject({
      from: 'bot',
      role: 'bot',
      text: '**Encantado, Ana.** ¿Qué necesitas?',
      format: 'markdown',
    });
    expect(resumed.json().messages[0]).not.toHaveProperty('format');
  });

  it('refuses a session of another bot than the one asked, with the same 404 as an unknown one', async () => {
    const session = await start(orion.publicId);
    const asOther = await transcript(session, nova.publicId);
    const unknown = await transcript(unknownSession(), nova.publicId);
    for (const refused of [asOther, unknown]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'CHAT_SESSION_NOT_FOUND',
        message: 'Esta conversación no existe. Empieza una nueva.',
      });
    }
    expect((await transcript(session, orion.publicId)).statusCode).toBe(200);
  });

  it('answers in English when the browser asks for it', async () => {
    const refused = await transcript(unknownSession(), nova.publicId, 'en-GB');
    expect(refused.json().message).toBe('This conversation does not exist. Start a new one.');
  });

  it('refuses the editor’s simulation and WhatsApp conversations: the visitor never held those', async () => {
    for (const channel of ['simulation', 'whatsapp'] as const) {
      const [session] = await ctx.db
        .insert(chatSessions)
        .values({
          plubotId: nova.id,
          channel,
          contact: channel === 'whatsapp' ? '34600111222@s.whatsapp.net' : null,
          state: {},
          flowRevision: 2,
        })
        .returning({ id: chatSessions.id });
      // Even with the credential made for it: no visitor was ever given one.
      const sessionId = session?.id ?? '';
      const withToken = { sessionId, visitorToken: createVisitorToken(ctx.app.config.JWT_SECRET, sessionId) };
      const refused = await transcript(withToken, nova.publicId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('CHAT_SESSION_NOT_FOUND');
    }
  });

  it('answers a malformed session id with 404 and a missing bot with a field error, never a 5xx', async () => {
    const malformed = await transcript(
      {
        sessionId: 'not-a-session',
        visitorToken: createVisitorToken(ctx.app.config.JWT_SECRET, 'not-a-session'),
      },
      nova.publicId,
    );
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().code).toBe('CHAT_SESSION_NOT_FOUND');

    const noBot = await transcript(await start(nova.publicId));
    expect(noBot.statusCode).toBe(400);
    expect(noBot.json()).toMatchObject({
      code: 'INVALID_PARAMS',
      errors: { publicId: ['Este campo es obligatorio.'] },
    });
  });

  it('reports a conversation the server closed as ended, even while its state still waits', async () => {
    const session = await start(nova.publicId);
    // As the plan's limit notice closes a conversation: the session ends, the stored state stays.
    await ctx.db.update(chatSessions).set({ ended: true }).where(eq(chatSessions.id, session.sessionId));
    const ended = await transcript(session, nova.publicId);
    expect(ended.json()).toMatchObject({ ended: true, input: { kind: 'none' } });
  });
});

describe.each(testDatabaseKinds)('the transcript route’s rate limit on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '2' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is limited per visitor like the other chat routes', async () => {
    const url = '/api/chat/sessions/7b1f1c9e-0c3a-4c1e-9d55-3f0e6f7a8b9c?publicId=nova';
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await ctx.app.inject({ method: 'GET', url })).statusCode);
    expect(statuses).toEqual([404, 404, 429]);
  });
});
