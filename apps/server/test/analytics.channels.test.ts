import { type FunnelResponse, funnelResponseSchema } from '@plubot/contracts';
import { createNode, type NodeDataOf, type NodeType } from '@plubot/flow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChannelTurn } from '../src/modules/channels/runChannelTurn';
import type { ChatDeps } from '../src/modules/chat/chatService';
import { createSessionLock } from '../src/modules/chat/sessionLock';
import { createVerifiedUser } from './authHelpers';
import { createPublishedBot } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

function node<T extends NodeType>(type: T, id: string, data: Partial<NodeDataOf<T>> = {}) {
  return createNode(type, { id, position: { x: 0, y: 0 }, data });
}

/** start → ask the name → ask the e-mail (validated) → save the lead → end. */
const leadFlow = {
  nodes: [
    node('start', 'start-1', { dynamicContent: 'Hola' }),
    node('message', 'ask-name', {
      message: '¿Cómo te llamas?',
      capture: { variable: 'nombre', validation: 'text' },
    }),
    node('message', 'ask-email', {
      label: 'Pedir correo',
      message: '¿Tu correo?',
      capture: { variable: 'email', validation: 'email' },
    }),
    node('action', 'save', { actionType: 'saveData', parameters: { fields: ['nombre', 'email'] } }),
    node('end', 'end-1', { endMessage: '¡Gracias, {{nombre}}!' }),
  ],
  edges: [
    { id: 'e1', source: 'start-1', target: 'ask-name', sourceHandle: 'output' },
    { id: 'e2', source: 'ask-name', target: 'ask-email' },
    { id: 'e3', source: 'ask-email', target: 'save' },
    { id: 'e4', source: 'save', target: 'end-1' },
  ],
};

const ENDPOINTS = ['analytics/funnel', 'analytics/daily', 'analytics.csv'];

// Issue #33: every figure of the analytics for one channel, and where people write from. Each
// expectation follows from the six conversations of `beforeAll`.
describe.each(testDatabaseKinds)('analytics per channel on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let bot: { id: string; publicId: string };

  const get = (url: string, headers: Record<string, string> = owner.auth) =>
    ctx.app.inject({ method: 'GET', url, headers });

  /** A visitor's conversation on the link or the widget, through the public chat. */
  async function playOnPage(channel: 'web' | 'widget', replies: string[]) {
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${bot.publicId}/start`,
      payload: { channel },
      remoteAddress: nextVisitorAddress(),
    });
    expect(started.statusCode, started.body).toBe(200);
    for (const text of replies) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${started.json().sessionId}/reply`,
        headers: visitorHeaders(started.json()),
        payload: { text },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
  }

  /** A Telegram contact's messages, each a turn as the channel's webhook runs it. */
  async function playOnTelegram(contact: string, messages: string[]) {
    const deps: ChatDeps = {
      config: ctx.app.config,
      db: ctx.app.db,
      mailer: ctx.app.mailer,
      log: ctx.app.log,
      withSessionLock: createSessionLock(),
      sessionCache: ctx.app.chatSessionCache,
      language: 'es',
    };
    for (const text of messages) await runChannelTurn(deps, bot, 'telegram', contact, { text });
  }

  async function funnel(query = ''): Promise<FunnelResponse> {
    const response = await get(`/api/plubots/${bot.id}/analytics/funnel${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return funnelResponseSchema.parse(response.json());
  }

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000' });
    owner = await createVerifiedUser(ctx.app, 'canales@plubot.com');
    bot = await createPublishedBot(ctx.app, owner.auth, 'Canales', leadFlow);
    // The link: one completes with a lead, one leaves at the e-mail, one only opens the chat.
    await playOnPage('web', ['Ana', 'ana@example.com']);
    await playOnPage('web', ['Beto']);
    await playOnPage('web', []);
    // The widget: one completes with a lead.
    await playOnPage('widget', ['Dora', 'dora@example.com']);
    // Telegram: the first message wakes the bot; one completes with a lead, one never answers.
    await playOnTelegram('1001', ['/start', 'Eva', 'eva@example.com']);
    await playOnTelegram('1002', ['hola']);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('counts every channel together without a channel, and says where people wrote from', async () => {
    const every = await funnel();
    expect(every).toMatchObject({ channel: null, opened: 6, started: 5, completed: 3, leads: 3 });
    // Busiest first: by conversations, then by visits.
    expect(every.channels).toEqual([
      { channel: 'web', opened: 3, started: 2, completed: 1, leads: 1 },
      { channel: 'telegram', opened: 2, started: 2, completed: 1, leads: 1 },
      { channel: 'widget', opened: 1, started: 1, completed: 1, leads: 1 },
    ]);
  });

  it('restricts every figure of the funnel to the channel asked for', async () => {
    // Eva's 6 messages and the other contact's 2 (the message that opened each only woke the bot).
    const telegram = await funnel('?channel=telegram');
    expect(telegram).toMatchObject({
      channel: 'telegram',
      opened: 2,
      started: 2,
      completed: 1,
      leads: 1,
      medianMessages: 4,
    });
    expect(telegram.nodes).toEqual([
      { nodeId: 'ask-name', reached: 2, stopped: 1 },
      { nodeId: 'start-1', reached: 2, stopped: 0 },
      { nodeId: 'ask-email', reached: 1, stopped: 0 },
      { nodeId: 'end-1', reached: 1, stopped: 0 },
      { nodeId: 'save', reached: 1, stopped: 0 },
    ]);
    expect(telegram.edges).toContainEqual({ source: 'start-1', target: 'ask-name', count: 2 });
    expect(telegram.edges).toContainEqual({ source: 'ask-name', target: 'ask-email', count: 1 });
    // The version picker offers the channel's conversations; the channel picker every channel's.
    expect(telegram.versions.reduce((sum, entry) => sum + entry.started, 0)).toBe(2);
    expect(telegram.channels).toEqual((await funnel()).channels);

    const web = await funnel('?channel=web');
    expect(web).toMatchObject({ channel: 'web', opened: 3, started: 2, completed: 1, leads: 1 });
    expect(web.nodes.find((entry) => entry.nodeId === 'ask-email')).toEqual({
      nodeId: 'ask-email',
      reached: 2,
      stopped: 1,
    });

    // A channel nobody wrote from: nothing, and the breakdown still there to pick another.
    const instagram = await funnel('?channel=instagram');
    expect(instagram).toMatchObject({ opened: 0, started: 0, leads: 0, nodes: [], edges: [] });
    expect(instagram.channels).toHaveLength(3);
  });

  it('applies the version asked for to the breakdown too', async () => {
    const [latest] = (await funnel()).versions;
    expect((await funnel(`?version=${latest?.version}`)).channels).toHaveLength(3);
    expect((await funnel(`?version=${(latest?.version ?? 0) + 1}`)).channels).toEqual([]);
  });

  it('restricts the daily figures and the CSV to the channel', async () => {
    const daily = await get(`/api/plubots/${bot.id}/analytics/daily?channel=widget`);
    expect(daily.statusCode).toBe(200);
    expect(daily.json().days.at(-1)).toMatchObject({ opened: 1, started: 1, completed: 1, leads: 1 });

    const csv = await get(`/api/plubots/${bot.id}/analytics.csv?channel=telegram`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="plubot-Canales-analitica-telegram-/,
    );
    const lines = csv.body.split('\r\n');
    expect(lines.some((line) => /^ask-name,[^,]+,2,1$/.test(line))).toBe(true);
    const today = lines.find((line) => line.startsWith(new Date().toISOString().slice(0, 10)));
    expect(today).toMatch(/,2,2,1,1$/);
  });

  it.each(['simulation', 'sms', 'WEB', ''])(
    'refuses the channel %j with a clear message',
    async (channel) => {
      for (const path of ENDPOINTS) {
        const response = await get(`/api/plubots/${bot.id}/${path}?channel=${channel}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'INVALID_PARAMS',
          message:
            'El canal debe ser uno de estos: web, widget, whatsapp, whatsapp-cloud, telegram, messenger o instagram.',
        });
      }
    },
  );

  it('refuses a channel given twice', async () => {
    const response = await get(`/api/plubots/${bot.id}/analytics/funnel?channel=web&channel=widget`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAMS');
  });

  it('answers 404 for another owner, and 401 without signing in', async () => {
    const stranger = await createVerifiedUser(ctx.app, 'fisgon@plubot.com');
    for (const path of ENDPOINTS) {
      const url = `/api/plubots/${bot.id}/${path}?channel=telegram`;
      const response = await get(url, stranger.auth);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('PLUBOT_NOT_FOUND');
      expect((await get(url, {})).statusCode).toBe(401);
    }
  });
});
