import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedFlows } from '../src/db/schema';
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

type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;
type Flow = ReturnType<typeof createNameAndChoiceFlow>;

const ASK_NAME = '¿Cómo te llamas?';
const PRICES = 'El plan Pro cuesta 10 €.';

/** The fixture flow with one message node's text changed. */
function withMessage(nodeId: string, message: string): Flow {
  const flow = createNameAndChoiceFlow();
  return {
    ...flow,
    nodes: flow.nodes.map((node) =>
      node.id === nodeId ? ({ ...node, data: { ...node.data, message } } as typeof node) : node,
    ),
  };
}

// Draft and live (issue #28): the owner edits the draft; strangers chat with the published version,
// which changes only with 'Publicar' or a rollback.
describe.each(testDatabaseKinds)('draft and live on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Owner;
  let stranger: Owner;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      RATE_LIMIT_FLOW_SAVES_MAX: '100000',
    });
    owner = await createVerifiedUser(ctx.app, `publica-${kind}@plubot.com`);
    stranger = await createVerifiedUser(ctx.app, `ajena-${kind}@plubot.com`);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A bot answering with the fixture flow, published: its ids and live version. */
  async function publishedBot(name = 'Nova') {
    const bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, { name, initial_message: 'Hola' });
    return { ...bot, live: await liveVersion(bot.id) };
  }

  /** Saves `flow` as the bot's draft on top of its current revision. */
  async function saveDraft(id: string, flow: object) {
    const current = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${id}/flow`,
      headers: owner.auth,
    });
    expect(current.statusCode, current.body).toBe(200);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${id}/flow`,
      headers: owner.auth,
      payload: { ...flow, baseRevision: current.json().flow.revision },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  /** A stranger's new conversation: its session id and the bot's texts. */
  async function startChat(publicId: string) {
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${publicId}/start`,
      remoteAddress: nextVisitorAddress(),
    });
    expect(started.statusCode, started.body).toBe(200);
    const body = started.json();
    return {
      sessionId: body.sessionId as string,
      visitorToken: body.visitorToken as string,
      texts: textsOf(body),
    };
  }

  async function reply(session: VisitorSession, payload: object) {
    const replied = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${session.sessionId}/reply`,
      headers: visitorHeaders(session),
      payload,
    });
    expect(replied.statusCode, replied.body).toBe(200);
    return textsOf(replied.json());
  }

  function textsOf(body: { messages: { text: string }[] }) {
    return body.messages.map((message) => message.text);
  }

  /** A new conversation's texts after the name and the 'Precios' choice. */
  async function pricesAnswer(publicId: string) {
    const session = await startChat(publicId);
    await reply(session, { text: 'Eva' });
    return reply(session, { optionId: 'menu-cond-1' });
  }

  async function versionsOf(id: string) {
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${id}/published/versions`,
      headers: owner.auth,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    return listed.json() as {
      live: number | null;
      versions: { version: number; restoredFrom: number | null; note: string | null }[];
    };
  }

  async function liveVersion(id: string) {
    const { live } = await versionsOf(id);
    expect(live).not.toBeNull();
    return live as number;
  }

  async function status(id: string) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${id}/published`,
      headers: owner.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      published: { version: number } | null;
      changes: number;
      draftRevision: number;
    };
  }

  async function storedVersions(id: string) {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(publishedFlows)
      .where(eq(publishedFlows.plubotId, id));
    return row?.n ?? 0;
  }

  it('keeps a saved edit from strangers’ new chats until it is published, then gives it to them', async () => {
    const bot = await publishedBot();
    expect((await startChat(bot.publicId)).texts).toEqual(['Hola', ASK_NAME]);

    await saveDraft(bot.id, withMessage('ask-name', '¿Y tu nombre es…?'));
    expect((await startChat(bot.publicId)).texts).toEqual(['Hola', ASK_NAME]);
    expect(await liveVersion(bot.id)).toBe(bot.live);

    const version = await publishDraft(ctx.app, owner.auth, bot.id, 'Nuevo saludo');
    expect(version).toBe(bot.live + 1);
    expect((await startChat(bot.publicId)).texts).toEqual(['Hola', '¿Y tu nombre es…?']);
    const { versions } = await versionsOf(bot.id);
    expect(versions[0]).toMatchObject({ version, note: 'Nuevo saludo', restoredFrom: null });
  });

  it('finishes a conversation on the version it started on; a new one gets the new version', async () => {
    const bot = await publishedBot();
    const before = await startChat(bot.publicId);
    expect(before.texts).toEqual(['Hola', ASK_NAME]);

    await saveDraft(bot.id, withMessage('say-precios', 'El plan Pro cuesta 12 €.'));
    await publishDraft(ctx.app, owner.auth, bot.id);

    await reply(before, { text: 'Eva' });
    expect((await reply(before, { optionId: 'menu-cond-1' }))[0]).toBe(PRICES);
    expect((await pricesAnswer(bot.publicId))[0]).toBe('El plan Pro cuesta 12 €.');
  });

  it('rolls back by publishing a copy of an old version, itself a new version in the history', async () => {
    const bot = await publishedBot();
    await saveDraft(bot.id, withMessage('say-precios', 'El plan Pro cuesta 15 €.'));
    const changed = await publishDraft(ctx.app, owner.auth, bot.id);
    expect((await pricesAnswer(bot.publicId))[0]).toBe('El plan Pro cuesta 15 €.');

    const rolledBack = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${bot.id}/versions/${bot.live}/publish`,
      headers: owner.auth,
      payload: { note: 'Vuelta atrás' },
    });
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(rolledBack.json().published).toMatchObject({
      version: changed + 1,
      restoredFrom: bot.live,
      note: 'Vuelta atrás',
    });
    expect((await pricesAnswer(bot.publicId))[0]).toBe(PRICES);

    const { live, versions } = await versionsOf(bot.id);
    expect(live).toBe(changed + 1);
    expect(versions.map((row) => row.version)).toEqual(
      Array.from({ length: changed + 1 }, (_, index) => changed + 1 - index),
    );
    expect(versions[0]).toMatchObject({ version: changed + 1, restoredFrom: bot.live });
    // The draft is left as it was: it still differs from what is live now.
    expect((await status(bot.id)).changes).toBeGreaterThan(0);
  });

  it('of two publishes at once from the same live version, takes one and answers 409 to the other', async () => {
    const bot = await publishedBot();
    await saveDraft(bot.id, withMessage('say-precios', 'El plan Pro cuesta 20 €.'));
    const stored = await storedVersions(bot.id);
    const publish = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/plubots/${bot.id}/publish`,
        headers: owner.auth,
        payload: { expectedVersion: bot.live },
      });
    const answers = await Promise.all([publish(), publish()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().code).toBe('PUBLISH_CONFLICT');
    expect(await storedVersions(bot.id)).toBe(stored + 1);
    expect(await liveVersion(bot.id)).toBe(bot.live + 1);

    // A publish from a live version that is no longer live is refused too.
    const stale = await publish();
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('PUBLISH_CONFLICT');
    expect(await storedVersions(bot.id)).toBe(stored + 1);
  });

  it('refuses to publish a draft with a blocking Bot Doctor finding, with the report, and publishes nothing', async () => {
    const bot = await publishedBot();
    const at = { x: 0, y: 0 };
    await saveDraft(bot.id, {
      flowName: 'Roto',
      viewport: { x: 0, y: 0, zoom: 1 },
      nodes: [
        { id: 'start-1', type: 'start', position: at, data: { label: 'Inicio' } },
        { id: 'solo', type: 'message', position: at, data: { label: 'Solo', message: 'Y luego nada' } },
      ],
      edges: [{ id: 'a', source: 'start-1', target: 'solo', sourceHandle: 'output' }],
    });
    const stored = await storedVersions(bot.id);

    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${bot.id}/publish`,
      headers: owner.auth,
      payload: {},
    });
    expect(refused.statusCode, refused.body).toBe(422);
    const body = refused.json();
    expect(body.code).toBe('PUBLISH_BLOCKED');
    expect(body.report.blocking).toBeGreaterThan(0);
    expect(body.report.findings).toEqual(
      expect.arrayContaining([expect.objectContaining({ rule: 'noReachableEnd', severity: 'blocking' })]),
    );

    expect(await storedVersions(bot.id)).toBe(stored);
    expect(await liveVersion(bot.id)).toBe(bot.live);
    expect((await startChat(bot.publicId)).texts).toEqual(['Hola', ASK_NAME]);
  });

  it('tells how many changes the draft has against the live version, and what they are', async () => {
    const bot = await publishedBot();
    expect(await status(bot.id)).toMatchObject({ published: { version: bot.live }, changes: 0 });

    await saveDraft(bot.id, withMessage('ask-name', '¿Con quién hablo?'));
    const edited = await status(bot.id);
    expect(edited.published?.version).toBe(bot.live);
    expect(edited.changes).toBeGreaterThan(0);

    const diff = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/diff?from=published&to=draft`,
      headers: owner.auth,
    });
    expect(diff.statusCode, diff.body).toBe(200);
    const { nodes } = diff.json().diff;
    expect(nodes.added).toEqual([]);
    expect(nodes.removed).toEqual([]);
    expect(nodes.changed).toEqual([
      expect.objectContaining({
        id: 'ask-name',
        type: 'message',
        fields: [{ field: 'message', before: ASK_NAME, after: '¿Con quién hablo?', secret: false }],
      }),
    ]);

    await publishDraft(ctx.app, owner.auth, bot.id);
    expect(await status(bot.id)).toMatchObject({ published: { version: bot.live + 1 }, changes: 0 });
  });

  describe('who may use the publishing routes', () => {
    let bot: Awaited<ReturnType<typeof publishedBot>>;
    beforeAll(async () => {
      bot = await publishedBot('Privado');
    });

    const routes = () => [
      { method: 'POST' as const, url: `/api/plubots/${bot.id}/publish`, payload: {} },
      { method: 'GET' as const, url: `/api/plubots/${bot.id}/published` },
      { method: 'GET' as const, url: `/api/plubots/${bot.id}/published/versions` },
      { method: 'GET' as const, url: `/api/plubots/${bot.id}/published/versions/${bot.live}` },
      { method: 'GET' as const, url: `/api/plubots/${bot.id}/diff?from=published&to=draft` },
      { method: 'POST' as const, url: `/api/plubots/${bot.id}/versions/${bot.live}/publish`, payload: {} },
    ];

    it('answers 404 to another user on every route, and changes nothing', async () => {
      const stored = await storedVersions(bot.id);
      for (const route of routes()) {
        const response = await ctx.app.inject({ ...route, headers: stranger.auth });
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(404);
        expect(response.json().code).toBe('PLUBOT_NOT_FOUND');
      }
      expect(await storedVersions(bot.id)).toBe(stored);
      expect(await liveVersion(bot.id)).toBe(bot.live);
    });

    it('answers 401 without a token on every route', async () => {
      for (const route of routes()) {
        const response = await ctx.app.inject(route);
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(401);
      }
    });

    it('answers bad input with 422 for a body and 400 for a version number, never 500', async () => {
      const stored = await storedVersions(bot.id);
      const note = 'n'.repeat(201);
      for (const url of [
        `/api/plubots/${bot.id}/publish`,
        `/api/plubots/${bot.id}/versions/${bot.live}/publish`,
      ]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          headers: owner.auth,
          payload: { note },
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
        expect(response.json().code).toBe('VALIDATION_ERROR');
      }
      const wrongExpected = await ctx.app.inject({
        method: 'POST',
        url: `/api/plubots/${bot.id}/publish`,
        headers: owner.auth,
        payload: { expectedVersion: 'dos' },
      });
      expect(wrongExpected.statusCode, wrongExpected.body).toBe(422);

      for (const v of ['abc', '0', '-1', '1.5', '99999999999']) {
        for (const route of [
          { method: 'GET' as const, url: `/api/plubots/${bot.id}/published/versions/${v}` },
          { method: 'POST' as const, url: `/api/plubots/${bot.id}/versions/${v}/publish`, payload: {} },
        ]) {
          const response = await ctx.app.inject({ ...route, headers: owner.auth });
          expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(400);
        }
      }
      const badSide = await ctx.app.inject({
        method: 'GET',
        url: `/api/plubots/${bot.id}/diff?from=abc&to=draft`,
        headers: owner.auth,
      });
      expect(badSide.statusCode, badSide.body).toBe(400);

      // A version that does not exist, and an id that is not a bot's.
      for (const route of [
        { method: 'GET' as const, url: `/api/plubots/${bot.id}/published/versions/999` },
        { method: 'POST' as const, url: `/api/plubots/${bot.id}/versions/999/publish`, payload: {} },
        { method: 'GET' as const, url: `/api/plubots/${bot.id}/diff?from=999&to=draft` },
      ]) {
        const response = await ctx.app.inject({ ...route, headers: owner.auth });
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(404);
        expect(response.json().code).toBe('PUBLISHED_VERSION_NOT_FOUND');
      }
      const notABot = await ctx.app.inject({
        method: 'POST',
        url: '/api/plubots/not-a-bot/publish',
        headers: owner.auth,
        payload: {},
      });
      expect(notABot.statusCode, notABot.body).toBe(400);

      expect(await storedVersions(bot.id)).toBe(stored);
      expect(
        await ctx.db
          .select({ version: publishedFlows.version })
          .from(publishedFlows)
          .where(and(eq(publishedFlows.plubotId, bot.id), eq(publishedFlows.version, 999))),
      ).toEqual([]);
    });
  });
});
