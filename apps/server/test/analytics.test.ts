import {
  type DailyAnalyticsResponse,
  dailyAnalyticsResponseSchema,
  type FunnelResponse,
  funnelResponseSchema,
} from '@plubot/contracts';
import { createNode, type NodeDataOf, type NodeType } from '@plubot/flow';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPaths, chatSessions, leads } from '../src/db/schema';
import { persistTurn } from '../src/modules/chat/persistTurn';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { publishDraft } from './publishing';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

/** A node as the editor creates it (its type's defaults), with `data` on top. */
function node<T extends NodeType>(type: T, id: string, data: Partial<NodeDataOf<T>> = {}) {
  return createNode(type, { id, position: { x: 0, y: 0 }, data });
}

/**
 * start → ask the name → menu: 'Precios' → ask the e-mail (validated) → save the lead → end;
 * 'Soporte' → a message with no way on (a dead end: the conversation ends without an End node).
 */
function createFunnelFlow() {
  return {
    flowName: 'Embudo',
    viewport: { x: 0, y: 0, zoom: 1 },
    nodes: [
      node('start', 'start-1', { dynamicContent: 'Hola' }),
      node('message', 'ask-name', {
        message: '¿Cómo te llamas?',
        capture: { variable: 'nombre', validation: 'text' },
      }),
      node('decision', 'menu', {
        question: '¿Qué necesitas, {{nombre}}?',
        conditions: [
          { id: 'c-precios', text: 'Precios', color: '#4facfe' },
          { id: 'c-soporte', text: 'Soporte', color: '#ef4444' },
        ],
      }),
      node('option', 'opt-precios', { text: 'Precios', sourceNode: 'menu', conditionId: 'c-precios' }),
      node('option', 'opt-soporte', { text: 'Soporte', sourceNode: 'menu', conditionId: 'c-soporte' }),
      node('message', 'ask-email', {
        label: 'Pedir correo',
        message: '¿Tu correo?',
        capture: { variable: 'email', validation: 'email' },
      }),
      node('action', 'save', { actionType: 'saveData', parameters: { fields: ['nombre', 'email'] } }),
      node('message', 'say-soporte', { label: '=Soporte, "VIP"', message: 'Escríbenos a ayuda@plubot.com.' }),
      node('end', 'end-1', { endMessage: '¡Gracias, {{nombre}}!' }),
    ],
    edges: [
      { id: 'e1', source: 'start-1', target: 'ask-name', sourceHandle: 'output' },
      { id: 'e2', source: 'ask-name', target: 'menu' },
      { id: 'e3', source: 'menu', target: 'opt-precios', sourceHandle: 'output-c-precios' },
      { id: 'e4', source: 'menu', target: 'opt-soporte', sourceHandle: 'output-c-soporte' },
      { id: 'e5', source: 'opt-precios', target: 'ask-email' },
      { id: 'e6', source: 'opt-soporte', target: 'say-soporte' },
      { id: 'e7', source: 'ask-email', target: 'save' },
      { id: 'e8', source: 'save', target: 'end-1' },
    ],
  };
}

// The funnel is counted from conversations played through the public chat, exactly as a visitor
// plays them: each figure below follows from the six conversations of `beforeAll`.
describe.each(testDatabaseKinds)('conversation funnel on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let botId: string;
  let publicId: string;

  const get = (url: string, headers: Record<string, string> = owner.auth) =>
    ctx.app.inject({ method: 'GET', url, headers });

  async function createBot(auth: Record<string, string>, name: string) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: auth,
      payload: { name, tone: 'servicial', initial_message: 'Hola' },
    });
    expect(created.statusCode).toBe(201);
    const bot = created.json().plubot as { id: string; public_id: string };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: auth,
      payload: { ...createFunnelFlow(), baseRevision: 1 },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, auth, bot.id);
    return { id: bot.id, publicId: bot.public_id };
  }

  /** Starts a conversation and sends each reply (text, or `{ optionId }`); answers its session id. */
  async function play(bot: string, replies: (string | { optionId: string })[], channel = 'web') {
    // Each conversation as another visitor: one visitor's conversations an hour are limited.
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${bot}/start`,
      payload: { channel },
      remoteAddress: nextVisitorAddress(),
    });
    expect(started.statusCode).toBe(200);
    const sessionId = started.json().sessionId as string;
    for (const reply of replies) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${sessionId}/reply`,
        headers: visitorHeaders(started.json()),
        payload: typeof reply === 'string' ? { text: reply } : reply,
      });
      expect(answer.statusCode).toBe(200);
    }
    return sessionId;
  }

  async function funnel(query = ''): Promise<FunnelResponse> {
    const response = await get(`/api/plubots/${botId}/analytics/funnel${query}`);
    expect(response.statusCode).toBe(200);
    return funnelResponseSchema.parse(response.json());
  }

  async function daily(query = ''): Promise<DailyAnalyticsResponse> {
    const response = await get(`/api/plubots/${botId}/analytics/daily${query}`);
    expect(response.statusCode).toBe(200);
    return dailyAnalyticsResponseSchema.parse(response.json());
  }

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000' });
    owner = await createVerifiedUser(ctx.app, 'embudo@plubot.com');
    ({ id: botId, publicId } = await createBot(owner.auth, 'Embudo'));
    const precios = { optionId: 'c-precios' };
    // A: completes and leaves a lead (8 messages: 4 turns of two).
    await play(publicId, ['Ana', precios, 'ana@example.com']);
    // B: 'Soporte' is a dead end: the conversation ends without reaching the End node (6).
    await play(publicId, ['Beto', { optionId: 'c-soporte' }]);
    // C: leaves when asked for the e-mail (6).
    await play(publicId, ['Carla', precios]);
    // D: opens the chat and never writes: a view (opened), not a conversation.
    await play(publicId, []);
    // E: a wrong e-mail first (the question repeats; no new connection), then completes (10).
    await play(publicId, ['Eva', 'Precios', 'no-es-un-correo', 'eva@example.com']);
    // F: on the widget, leaves when asked for the e-mail (6).
    await play(publicId, ['Fede', precios], 'widget');

    // G: completes, then is moved to 2025-06-15 as if it had been played then.
    const oldSessionId = await play(publicId, ['Gala', precios, 'gala@example.com']);
    const then = new Date('2025-06-15T10:00:00.000Z');
    await ctx.db.update(chatSessions).set({ createdAt: then }).where(eq(chatSessions.id, oldSessionId));
    await ctx.db.update(leads).set({ createdAt: then }).where(eq(leads.sessionId, oldSessionId));
    // H: only opens the chat, moved to the next day.
    const leftEarly = await play(publicId, []);
    await ctx.db
      .update(chatSessions)
      .set({ createdAt: new Date('2025-06-16T23:59:59.000Z') })
      .where(eq(chatSessions.id, leftEarly));

    // Another bot of the same owner: its conversations never count for this one.
    const other = await createBot(owner.auth, 'Vecino');
    await play(other.publicId, ['Otto', precios, 'otto@example.com']);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('counts started, completed, the median length and leads of the conversations played', async () => {
    const result = await funnel();
    expect(result).toMatchObject({ opened: 6, started: 5, completed: 2, medianMessages: 6, leads: 2 });
    // The same median as percentile_cont(0.5) over those conversations' stored lengths.
    const [median] = await ctx.db
      .select({
        value: sql<number>`percentile_cont(0.5) within group (order by ${chatSessions.messageCount})`,
      })
      .from(chatSessions)
      .where(
        and(
          eq(chatSessions.plubotId, botId),
          eq(chatSessions.engaged, true),
          gte(chatSessions.createdAt, new Date(`${result.from}T00:00:00Z`)),
        ),
      );
    expect(Number(median?.value)).toBe(6);
  });

  it('gives each node its reach and its drop-off, busiest first', async () => {
    const result = await funnel();
    expect(result.nodes).toEqual([
      { nodeId: 'ask-name', reached: 5, stopped: 0 },
      { nodeId: 'menu', reached: 5, stopped: 0 },
      { nodeId: 'start-1', reached: 5, stopped: 0 },
      { nodeId: 'ask-email', reached: 4, stopped: 2 },
      { nodeId: 'opt-precios', reached: 4, stopped: 0 },
      { nodeId: 'end-1', reached: 2, stopped: 0 },
      { nodeId: 'save', reached: 2, stopped: 0 },
      { nodeId: 'say-soporte', reached: 1, stopped: 1 },
      { nodeId: 'opt-soporte', reached: 1, stopped: 0 },
    ]);
    // Every conversation either completed or stopped at one node.
    expect(result.completed + result.nodes.reduce((sum, n) => sum + n.stopped, 0)).toBe(result.started);
  });

  it('counts every connection taken once per conversation', async () => {
    const result = await funnel();
    expect(result.edges).toEqual([
      { source: 'ask-name', target: 'menu', count: 5 },
      { source: 'start-1', target: 'ask-name', count: 5 },
      { source: 'menu', target: 'opt-precios', count: 4 },
      { source: 'opt-precios', target: 'ask-email', count: 4 },
      { source: 'ask-email', target: 'save', count: 2 },
      { source: 'save', target: 'end-1', count: 2 },
      { source: 'menu', target: 'opt-soporte', count: 1 },
      { source: 'opt-soporte', target: 'say-soporte', count: 1 },
    ]);
  });

  it('keeps a conversation to the days it started on', async () => {
    const old = await funnel('?from=2025-06-15&to=2025-06-15');
    expect(old).toMatchObject({ from: '2025-06-15', to: '2025-06-15', started: 1, completed: 1, leads: 1 });
    expect(old.medianMessages).toBe(8);
    expect(old.nodes.map((n) => [n.nodeId, n.reached])).toContainEqual(['end-1', 1]);
    expect(old.edges).toHaveLength(6);

    // With H on the next day: it opened the chat, but only G is a conversation.
    const twoDays = await funnel('?from=2025-06-15&to=2025-06-16');
    expect(twoDays).toMatchObject({ opened: 2, started: 1, completed: 1, medianMessages: 8, leads: 1 });
    expect(twoDays.nodes.find((n) => n.nodeId === 'ask-name')).toEqual({
      nodeId: 'ask-name',
      reached: 1,
      stopped: 0,
    });

    const before = await funnel('?from=2025-06-10&to=2025-06-14');
    expect(before).toMatchObject({
      started: 0,
      completed: 0,
      medianMessages: null,
      leads: 0,
      nodes: [],
      edges: [],
    });
  });

  it('gives the daily figures for every day of the range, zeros included', async () => {
    const result = await daily('?from=2025-06-14&to=2025-06-16');
    expect(result).toEqual({
      success: true,
      from: '2025-06-14',
      to: '2025-06-16',
      days: [
        { day: '2025-06-14', opened: 0, started: 0, completed: 0, leads: 0 },
        { day: '2025-06-15', opened: 1, started: 1, completed: 1, leads: 1 },
        { day: '2025-06-16', opened: 1, started: 0, completed: 0, leads: 0 },
      ],
    });

    // The default range: the last 30 days, today included; today's conversations on their day.
    const recent = await daily();
    expect(recent.days).toHaveLength(30);
    expect(recent.to).toBe(new Date().toISOString().slice(0, 10));
    const played = await ctx.db
      .selectDistinct({
        day: sql<string>`to_char(${chatSessions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      })
      .from(chatSessions)
      .where(
        and(
          eq(chatSessions.plubotId, botId),
          ne(chatSessions.channel, 'simulation'),
          eq(chatSessions.engaged, true),
          gte(chatSessions.createdAt, new Date(`${recent.from}T00:00:00Z`)),
        ),
      );
    const active = recent.days.filter((day) => day.started > 0);
    expect(active.map((day) => day.day)).toEqual(played.map((row) => row.day).sort());
    const sum = (key: 'started' | 'completed' | 'leads') =>
      active.reduce((total, day) => total + day[key], 0);
    expect([sum('started'), sum('completed'), sum('leads')]).toEqual([5, 2, 2]);
    expect(recent.days.reduce((total, day) => total + day.opened, 0)).toBe(6);
  });

  it('leaves simulations out', async () => {
    const [simulation] = await ctx.db
      .insert(chatSessions)
      .values({ plubotId: botId, channel: 'simulation', state: {}, flowRevision: 2 })
      .returning({ id: chatSessions.id });
    await persistTurn(ctx.db, {
      sessionId: simulation!.id,
      expectedTurn: 0,
      messageCount: 0,
      ended: true,
      state: null,
      userText: null,
      messages: [{ id: '1-0', nodeId: 'end-1', text: 'Fin' }],
      path: { nodeIds: ['start-1', 'end-1'], reachedEnd: true },
    });
    const [stored] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.id, simulation!.id));
    expect(stored).toMatchObject({ turn: 1, pathKey: null });
    expect(await ctx.db.select().from(chatPaths).where(eq(chatPaths.plubotId, botId))).not.toContainEqual(
      expect.objectContaining({ nodes: ['end-1', 'start-1'] }),
    );
    expect(await funnel()).toMatchObject({ opened: 6, started: 5, completed: 2 });
  });

  it('exports the daily figures and the nodes as CSV, ready for a spreadsheet', async () => {
    const response = await get(`/api/plubots/${botId}/analytics.csv?from=2025-06-14&to=2025-06-16`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="plubot-Embudo-analitica-2025-06-14-2025-06-16.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'día,abrieron el chat,iniciadas,completadas,leads',
      '2025-06-14,0,0,0,0',
      '2025-06-15,1,1,1,1',
      '2025-06-16,1,0,0,0',
      '',
    ]);
    expect(lines[5]).toBe('nodo,título,alcanzaron,se detuvieron');
    expect(lines).toContain('ask-email,Pedir correo,1,0');

    // A title that a spreadsheet would run as a formula is defused, commas and quotes escaped.
    const today = await get(`/api/plubots/${botId}/analytics.csv`);
    expect(today.body.split('\r\n')).toContain(`say-soporte,"'=Soporte, ""VIP""",1,1`);
    const english = await get(`/api/plubots/${botId}/analytics.csv`, {
      ...owner.auth,
      'accept-language': 'en',
    });
    expect(english.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'day,opened the chat,started,completed,leads',
    );
  });

  it.each([
    ['?from=2026-02-30&to=2026-03-01', 'La fecha debe ser un día válido con el formato AAAA-MM-DD.'],
    ['?from=ayer', 'La fecha debe ser un día válido con el formato AAAA-MM-DD.'],
    ['?from=2026-03-02&to=2026-03-01', 'La fecha de inicio no puede ser posterior a la fecha de fin.'],
    ['?from=2025-01-01&to=2026-01-02', 'El rango no puede superar los 366 días.'],
  ])('refuses %s with a clear message', async (query, message) => {
    for (const path of ['analytics/funnel', 'analytics/daily', 'analytics.csv']) {
      const response = await get(`/api/plubots/${botId}/${path}${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'INVALID_PARAMS', message });
    }
  });

  it('counts the conversations of one published version, and says how many each version had', async () => {
    const bot = await createBot(owner.auth, 'Versiones');
    await play(bot.publicId, ['Ana', { optionId: 'c-precios' }, 'ana@example.com']);
    await play(bot.publicId, ['Beto', { optionId: 'c-soporte' }]);
    // Version 3 asks the name another way; one conversation runs it, another only opens the chat.
    const flow = createFunnelFlow();
    const edited = {
      ...flow,
      nodes: flow.nodes.map((node) =>
        node.id === 'ask-name' ? { ...node, data: { ...node.data, message: '¿Cuál es tu nombre?' } } : node,
      ),
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: owner.auth,
      payload: { ...edited, baseRevision: 2 },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, bot.id);
    await play(bot.publicId, ['Carla', { optionId: 'c-precios' }, 'carla@example.com']);
    await play(bot.publicId, []);

    const ofVersion = async (query: string) => {
      const response = await get(`/api/plubots/${bot.id}/analytics/funnel${query}`);
      expect(response.statusCode).toBe(200);
      return funnelResponseSchema.parse(response.json());
    };
    const every = await ofVersion('');
    expect(every).toMatchObject({ version: null, opened: 4, started: 3, completed: 2, leads: 2 });
    expect(every.versions).toEqual([
      { version: 3, started: 1 },
      { version: 2, started: 2 },
    ]);
    const latest = await ofVersion('?version=3');
    expect(latest).toMatchObject({ version: 3, opened: 2, started: 1, completed: 1, leads: 1 });
    expect(latest.versions).toEqual(every.versions);
    expect(latest.nodes.find((node) => node.nodeId === 'opt-soporte')).toBeUndefined();
    expect(await ofVersion('?version=2')).toMatchObject({ started: 2, completed: 1, leads: 1 });
    expect(await ofVersion('?version=9')).toMatchObject({ opened: 0, started: 0, nodes: [] });

    const days = await get(`/api/plubots/${bot.id}/analytics/daily?version=3`);
    expect(days.json().days.at(-1)).toMatchObject({ opened: 2, started: 1, completed: 1, leads: 1 });
    const csv = await get(`/api/plubots/${bot.id}/analytics.csv?version=3`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('-v3-');
  });

  it.each(['0', '-1', '1.5', 'tres'])('refuses the version %s with a clear message', async (version) => {
    for (const path of ['analytics/funnel', 'analytics/daily', 'analytics.csv']) {
      const response = await get(`/api/plubots/${botId}/${path}?version=${version}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_PARAMS',
        message: 'La versión debe ser un número de versión publicada (1 o más).',
      });
    }
  });

  it('accepts a range of exactly 366 days', async () => {
    expect((await funnel('?from=2025-01-01&to=2026-01-01')).started).toBe(1);
  });

  it('answers 404 for another owner, and 401 without signing in', async () => {
    const stranger = await createVerifiedUser(ctx.app, 'curioso@plubot.com');
    for (const path of ['analytics/funnel', 'analytics/daily', 'analytics.csv']) {
      const response = await get(`/api/plubots/${botId}/${path}`, stranger.auth);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('PLUBOT_NOT_FOUND');
      expect((await get(`/api/plubots/${botId}/${path}`, {})).statusCode).toBe(401);
    }
  });
});
