import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createBotWithNameAndChoiceFlow, createNameAndChoiceFlow, visitorHeaders } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

/** 'Probar con conversaciones reales' (issue #28): real conversations replayed on the draft, offline. */
describe.each(testDatabaseKinds)('replaying real conversations on the draft on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let bot: { id: string; publicId: string };

  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    owner = await createVerifiedUser(ctx.app, `replay-${kind}@plubot.com`);
    bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, { name: 'Eco', initial_message: 'Hola' });
  });
  afterAll(() => ctx?.close());

  /** A stranger's conversation: a name, then a button. */
  async function converse(name: string, choice: 'menu-cond-1' | 'menu-cond-2') {
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${bot.publicId}/start`,
      remoteAddress: nextVisitorAddress(),
    });
    const { sessionId } = started.json() as { sessionId: string };
    const headers = visitorHeaders(started.json());
    const reply = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/chat/sessions/${sessionId}/reply`, headers, payload });
    expect((await reply({ text: name })).statusCode).toBe(200);
    expect((await reply({ optionId: choice })).statusCode).toBe(200);
  }

  const replay = (payload: object, headers: Record<string, string> = owner.auth, id = bot.id) =>
    ctx.app.inject({ method: 'POST', url: `/api/plubots/${id}/replay`, headers, payload });

  it('finds the changed path and the new dead end, and sends nothing', async () => {
    await converse('Ana', 'menu-cond-1');
    await converse('Leo', 'menu-cond-2');
    // The draft: Precios says something else; Soporte now leads nowhere.
    const flow = createNameAndChoiceFlow();
    const nodes = flow.nodes.map((node) =>
      node.id === 'say-precios'
        ? { ...node, data: { ...node.data, message: 'El plan Pro cuesta 12 €.' } }
        : node,
    );
    const edges = flow.edges.filter((edge) => edge.id !== 'e8');
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: owner.auth,
      payload: { ...flow, nodes, edges, baseRevision: 2 },
    });
    expect(saved.statusCode).toBe(200);
    const mailsBefore = ctx.app.mailer.listOutbox().length;

    const answer = await replay({ limit: 20 });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.source).toBe('live');
    expect(body.report.counts).toEqual({ same: 0, different: 1, stuck: 1, unrepeatable: 0 });
    const outcomes = body.report.outcomes as {
      verdict: string;
      nodeId?: string;
      reason?: string;
      turn?: number;
    }[];
    expect(outcomes.find((o) => o.verdict === 'different')).toMatchObject({ nodeId: 'say-precios', turn: 3 });
    expect(outcomes.find((o) => o.verdict === 'stuck')).toMatchObject({ reason: 'dead-end' });
    // Offline: nothing was sent, and the conversations replayed are not new conversations.
    expect(ctx.app.mailer.listOutbox()).toHaveLength(mailsBefore);
    const conversations = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/conversations`,
      headers: owner.auth,
    });
    expect(conversations.json().conversations).toHaveLength(2);
  });

  it('replays at most `limit` conversations, the newest first', async () => {
    const body = (await replay({ limit: 1 })).json();
    expect(body.report.outcomes).toHaveLength(1);
    expect(body.report.counts.stuck).toBe(1);
  });

  it("refuses another owner's bot (404), no token (401) and a bad limit (422), never 500", async () => {
    const stranger = await createVerifiedUser(ctx.app, `replay-other-${kind}@plubot.com`);
    expect((await replay({ limit: 5 }, stranger.auth)).statusCode).toBe(404);
    expect((await replay({ limit: 5 }, {})).statusCode).toBe(401);
    expect((await replay({ limit: 0 })).statusCode).toBe(422);
    expect((await replay({ limit: 201 })).statusCode).toBe(422);
    expect((await replay({ limit: 'todas' })).statusCode).toBe(422);
  });
});
