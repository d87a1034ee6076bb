import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  achievements,
  activities,
  authTokens,
  botRecords,
  channelConnections,
  channelDeliveries,
  chatMessages,
  chatResults,
  chatSessions,
  connections,
  discordIntegrations,
  flowBackups,
  flows,
  flowVersions,
  gamificationFacts,
  integrationJobs,
  integrationUsage,
  knowledgeSources,
  knowledgeUnanswered,
  leads,
  plubots,
  powerWaits,
  progressEvents,
  publishedFlows,
  refreshTokens,
  subscribers,
  unlocks,
  uploads,
  usage,
  users,
  whatsappConnections,
} from '../src/db/schema';
import { sealSecret } from '../src/lib/secretBox';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createBotWithNameAndChoiceFlow, visitorHeaders } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';

// 'Descargar mis datos' and 'Eliminar mi cuenta': the owner gets everything the account owns,
// without secrets, and erasing it takes every bot and conversation with it.
describe.each(testDatabaseKinds)('account data on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function ownerWithConversation(email: string) {
    const owner = await createVerifiedUser(ctx.app, email);
    const bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Nova',
      initial_message: '¡Hola! Soy Nova.',
    });
    const started = await ctx.app.inject({ method: 'POST', url: `/api/chat/${bot.publicId}/start` });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${started.json().sessionId}/reply`,
      headers: visitorHeaders(started.json()),
      payload: { text: 'Ana' },
    });
    return { owner, bot };
  }

  /**
   * Gives an account a row in every table that can hold its data, beside what the API made (the
   * bot, its flow and version, a conversation with messages, usage, ledger rows, achievements).
   */
  async function ownerWithEverything(email: string) {
    const { owner, bot } = await ownerWithConversation(email);
    const tag = email.split('@')[0] ?? email;
    const [session] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.plubotId, bot.id));
    await ctx.db.insert(flowBackups).values({
      plubotId: bot.id,
      name: `copia-${tag}`,
      flowName: 'Bienvenida',
      nodes: [],
      edges: [],
      viewport: { x: 0, y: 0, zoom: 1 },
    });
    await ctx.db
      .insert(leads)
      .values({ plubotId: bot.id, sessionId: session?.id, data: { nombre: `lead-${tag}` } });
    await ctx.db
      .insert(botRecords)
      .values({ plubotId: bot.id, collection: 'clientes', key: `k-${tag}`, data: { n: 1 } });
    await ctx.db.insert(whatsappConnections).values({
      plubotId: bot.id,
      status: 'connected',
      phoneNumber: '+34600000000',
      sealedCreds: `CREDS-${tag}`,
      sealedKeys: `KEYS-${tag}`,
    });
    await ctx.db.insert(channelConnections).values({
      plubotId: bot.id,
      channel: 'telegram',
      sealedCredentials: sealSecret(
        ctx.app.config.ENCRYPTION_KEY,
        JSON.stringify({ token: `TGTOKEN-${tag}` }),
      ),
      webhookSecretHash: `TGHOOK-${tag}`,
      status: 'connected',
      details: { username: `bot_${tag}` },
    });
    await ctx.db
      .insert(channelDeliveries)
      .values({ channel: 'telegram', plubotId: bot.id, externalId: `update:${tag}` });
    await ctx.db.insert(unlocks).values({ userId: owner.user.id, kind: 'widget_theme', itemId: 'aurora' });
    await ctx.db
      .insert(gamificationFacts)
      .values({ userId: owner.user.id, kind: 'share_copy', plubotId: bot.id });
    await ctx.db
      .insert(uploads)
      .values({ ownerId: owner.user.id, mimeType: 'image/png', data: Buffer.from(tag) });
    await ctx.db.insert(activities).values({ userId: owner.user.id, kind: 'custom', detail: { tag } });
    await ctx.db.insert(usage).values({ ownerId: owner.user.id, month: '2001-01', replies: 3 });
    const discordToken = `discord-token-${tag}-WXYZ`;
    await ctx.db.insert(discordIntegrations).values({
      userId: owner.user.id,
      name: `Discord ${tag}`,
      sealedToken: sealSecret(ctx.app.config.ENCRYPTION_KEY, discordToken),
      status: 'active',
    });
    const openAiKey = `sk-openai-${tag}-abcdefghijklmnop-QRST`;
    const connectionId = crypto.randomUUID();
    await ctx.db.insert(connections).values({
      id: connectionId,
      userId: owner.user.id,
      service: 'openai',
      name: `OpenAI ${tag}`,
      sealedCredentials: sealSecret(
        ctx.app.config.ENCRYPTION_KEY,
        JSON.stringify({ apiKey: openAiKey, model: 'gpt-4o-mini' }),
        `connection:${connectionId}:${owner.user.id}:openai`,
      ),
      settings: { model: 'gpt-4o-mini', baseUrl: 'https://api.openai.com/v1' },
      status: 'active',
    });
    await ctx.db.insert(powerWaits).values({
      reference: `pw_${tag}`,
      sessionId: session?.id ?? '',
      plubotId: bot.id,
      nodeId: 'pay',
      connectionId,
      service: 'mercadopago',
      action: 'charge',
      amountMinor: 2550,
      currency: 'EUR',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await ctx.db.insert(integrationJobs).values({
      plubotId: bot.id,
      userId: owner.user.id,
      connectionId,
      service: 'notion',
      action: 'createPage',
      inputs: { title: `Lead ${tag}` },
      fields: {},
      status: 'failed',
      error: 'HTTP 404',
    });
    await ctx.db
      .insert(integrationUsage)
      .values({ key: `user:${owner.user.id}`, period: '2001-01', calls: 2 });
    await ctx.db
      .insert(integrationUsage)
      .values({ key: `connection:${connectionId}`, period: '2001-01-01T00:00', calls: 1 });
    const [source] = await ctx.db
      .insert(knowledgeSources)
      .values({
        plubotId: bot.id,
        kind: 'file',
        title: `Catálogo ${tag}`,
        fileName: 'catalogo.txt',
        content: Buffer.from(`contenido-${tag}`),
        status: 'ready',
      })
      .returning();
    await ctx.db
      .insert(knowledgeUnanswered)
      .values({ plubotId: bot.id, sessionId: session?.id ?? null, question: `¿pregunta ${tag}?` });
    return { owner, bot, discordToken, openAiKey, sourceId: source?.id };
  }

  /** The ids (or identities) of every row of one account, table by table, read from the database. */
  async function rowsOf(userId: string) {
    const botIds = (
      await ctx.db.select({ id: plubots.id }).from(plubots).where(eq(plubots.ownerId, userId))
    ).map((row) => row.id);
    const ofBots = botIds.length > 0 ? botIds : ['00000000-0000-0000-0000-000000000000'];
    const sessions = await ctx.db.select().from(chatSessions).where(inArray(chatSessions.plubotId, ofBots));
    const sessionIds = sessions.length > 0 ? sessions.map((row) => row.id) : ofBots;
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    return {
      users: ids(await ctx.db.select().from(users).where(eq(users.id, userId))),
      plubots: botIds,
      flows: (await ctx.db.select().from(flows).where(inArray(flows.plubotId, ofBots))).map(
        (row) => row.plubotId,
      ),
      flowVersions: ids(
        await ctx.db.select().from(flowVersions).where(inArray(flowVersions.plubotId, ofBots)),
      ),
      publishedFlows: (
        await ctx.db.select().from(publishedFlows).where(inArray(publishedFlows.plubotId, ofBots))
      ).map((row) => `${row.plubotId}:${row.version}`),
      flowBackups: ids(await ctx.db.select().from(flowBackups).where(inArray(flowBackups.plubotId, ofBots))),
      chatSessions: ids(sessions),
      chatMessages: ids(
        await ctx.db.select().from(chatMessages).where(inArray(chatMessages.sessionId, sessionIds)),
      ),
      powerWaits: ids(await ctx.db.select().from(powerWaits).where(inArray(powerWaits.plubotId, ofBots))),
      leads: ids(await ctx.db.select().from(leads).where(inArray(leads.plubotId, ofBots))),
      chatResults: (await ctx.db.select().from(chatResults).where(inArray(chatResults.plubotId, ofBots))).map(
        (row) => row.sessionId,
      ),
      botRecords: ids(await ctx.db.select().from(botRecords).where(inArray(botRecords.plubotId, ofBots))),
      whatsappConnections: (
        await ctx.db.select().from(whatsappConnections).where(inArray(whatsappConnections.plubotId, ofBots))
      ).map((row) => row.plubotId),
      channelConnections: ids(
        await ctx.db.select().from(channelConnections).where(inArray(channelConnections.plubotId, ofBots)),
      ),
      channelDeliveries: (
        await ctx.db.select().from(channelDeliveries).where(inArray(channelDeliveries.plubotId, ofBots))
      ).map((row) => `${row.channel}:${row.externalId}`),
      progressEvents: ids(
        await ctx.db.select().from(progressEvents).where(eq(progressEvents.userId, userId)),
      ),
      achievements: (await ctx.db.select().from(achievements).where(eq(achievements.userId, userId))).map(
        (row) => row.achievementId,
      ),
      activities: ids(await ctx.db.select().from(activities).where(eq(activities.userId, userId))),
      unlocks: (await ctx.db.select().from(unlocks).where(eq(unlocks.userId, userId))).map(
        (row) => `${row.kind}:${row.itemId}`,
      ),
      gamificationFacts: ids(
        await ctx.db.select().from(gamificationFacts).where(eq(gamificationFacts.userId, userId)),
      ),
      usage: (await ctx.db.select().from(usage).where(eq(usage.ownerId, userId))).map(
        (row) => `${row.month}:${row.shard}`,
      ),
      uploads: ids(await ctx.db.select().from(uploads).where(eq(uploads.ownerId, userId))),
      discordIntegrations: ids(
        await ctx.db.select().from(discordIntegrations).where(eq(discordIntegrations.userId, userId)),
      ),
      connections: ids(await ctx.db.select().from(connections).where(eq(connections.userId, userId))),
      integrationJobs: ids(
        await ctx.db.select().from(integrationJobs).where(eq(integrationJobs.userId, userId)),
      ),
      integrationUsage: (
        await ctx.db
          .select()
          .from(integrationUsage)
          .where(eq(integrationUsage.key, `user:${userId}`))
      ).map((row) => `${row.key}:${row.period}`),
      knowledgeSources: ids(
        await ctx.db
          .select()
          .from(knowledgeSources)
          .innerJoin(plubots, eq(plubots.id, knowledgeSources.plubotId))
          .where(eq(plubots.ownerId, userId))
          .then((rows) => rows.map((row) => row.knowledge_sources)),
      ),
      knowledgeUnanswered: ids(
        await ctx.db
          .select()
          .from(knowledgeUnanswered)
          .innerJoin(plubots, eq(plubots.id, knowledgeUnanswered.plubotId))
          .where(eq(plubots.ownerId, userId))
          .then((rows) => rows.map((row) => row.knowledge_unanswered)),
      ),
      authTokens: ids(await ctx.db.select().from(authTokens).where(eq(authTokens.userId, userId))),
      refreshTokens: ids(await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId))),
    };
  }

  type Listed = { id: string };
  type ExportedBot = Listed & {
    flow: { plubotId: string } | null;
    versions: Listed[];
    publishedVersions: { plubotId: string; version: number }[];
    backups: Listed[];
    conversations: (Listed & { messages: Listed[]; result: { sessionId: string } | null; waits: Listed[] })[];
    leads: Listed[];
    records: Listed[];
    whatsapp: { status: string } | null;
    channels: Listed[];
    channelDeliveries: { channel: string; externalId: string }[];
    knowledge: { sources: Listed[]; unanswered: Listed[] };
  };

  /** The same identities as {@link rowsOf}, read from an export. */
  function rowsInExport(data: Record<string, unknown>) {
    const bots = data.plubots as ExportedBot[];
    const ids = (rows: Listed[]) => rows.map((row) => row.id);
    const list = <T>(key: string) => data[key] as T[];
    return {
      users: [(data.account as Listed).id],
      plubots: ids(bots),
      flows: bots.flatMap((bot) => (bot.flow ? [bot.flow.plubotId] : [])),
      flowVersions: bots.flatMap((bot) => ids(bot.versions)),
      publishedFlows: bots.flatMap((bot) =>
        bot.publishedVersions.map((row) => `${row.plubotId}:${row.version}`),
      ),
      flowBackups: bots.flatMap((bot) => ids(bot.backups)),
      chatSessions: bots.flatMap((bot) => ids(bot.conversations)),
      chatMessages: bots.flatMap((bot) => bot.conversations.flatMap((session) => ids(session.messages))),
      powerWaits: bots.flatMap((bot) => bot.conversations.flatMap((session) => ids(session.waits))),
      leads: bots.flatMap((bot) => ids(bot.leads)),
      chatResults: bots.flatMap((bot) =>
        bot.conversations.flatMap((session) => (session.result ? [session.result.sessionId] : [])),
      ),
      botRecords: bots.flatMap((bot) => ids(bot.records)),
      whatsappConnections: bots.flatMap((bot) => (bot.whatsapp ? [bot.id] : [])),
      channelConnections: bots.flatMap((bot) => ids(bot.channels)),
      channelDeliveries: bots.flatMap((bot) =>
        bot.channelDeliveries.map((row) => `${row.channel}:${row.externalId}`),
      ),
      progressEvents: ids(list<Listed>('progressEvents')),
      achievements: list<{ achievementId: string }>('achievements').map((row) => row.achievementId),
      activities: ids(list<Listed>('activities')),
      unlocks: list<{ kind: string; itemId: string }>('unlocks').map((row) => `${row.kind}:${row.itemId}`),
      gamificationFacts: ids(list<Listed>('gamificationFacts')),
      usage: list<{ month: string; shard: number }>('usage').map((row) => `${row.month}:${row.shard}`),
      uploads: ids(list<Listed>('uploads')),
      discordIntegrations: ids(list<Listed>('discordIntegrations')),
      connections: ids(list<Listed>('connections')),
      integrationJobs: ids(list<Listed>('integrationJobs')),
      integrationUsage: list<{ key: string; period: string }>('integrationUsage').map(
        (row) => `${row.key}:${row.period}`,
      ),
      knowledgeSources: bots.flatMap((bot) => ids(bot.knowledge.sources)),
      knowledgeUnanswered: bots.flatMap((bot) => ids(bot.knowledge.unanswered)),
    };
  }

  it('exports every row of every table of the account, none of another account, and no secret', async () => {
    const mine = await ownerWithEverything(`todo-${kind}@plubot.com`);
    const other = await ownerWithEverything(`ajeno-${kind}@plubot.com`);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/export',
      headers: mine.owner.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const exported = rowsInExport(response.json());
    const {
      authTokens: _verification,
      refreshTokens: _sessions,
      ...stored
    } = await rowsOf(mine.owner.user.id);
    for (const [table, rows] of Object.entries(stored)) {
      expect(rows.length, `${table} has rows to export`).toBeGreaterThan(0);
      expect([...(exported[table as keyof typeof exported] ?? [])].sort(), table).toEqual([...rows].sort());
    }

    const othersRows = await rowsOf(other.owner.user.id);
    for (const id of [
      ...othersRows.users,
      ...othersRows.plubots,
      ...othersRows.flowVersions,
      ...othersRows.flowBackups,
      ...othersRows.chatSessions,
      ...othersRows.chatMessages,
      ...othersRows.leads,
      ...othersRows.botRecords,
      ...othersRows.progressEvents,
      ...othersRows.activities,
      ...othersRows.gamificationFacts,
      ...othersRows.uploads,
      ...othersRows.discordIntegrations,
      ...othersRows.connections,
      ...othersRows.knowledgeSources,
    ]) {
      expect(response.body).not.toContain(id);
    }
    expect(response.body).not.toContain('ajeno-');

    const text = response.body;
    expect(text).not.toContain(mine.discordToken);
    expect(text).not.toContain(mine.openAiKey);
    expect(text).not.toContain('QRST');
    expect(text).not.toContain('sealed');
    expect(text).not.toContain('CREDS-');
    expect(text).not.toContain('KEYS-');
    expect(text).not.toContain('TGTOKEN-');
    expect(text).not.toContain('TGHOOK-');
    expect(text).not.toContain(mine.owner.refreshToken);
    const [discord] = response.json().discordIntegrations;
    expect(discord).toMatchObject({ name: `Discord todo-${kind}`, status: 'active', token: '••••WXYZ' });
    const [bot] = response.json().plubots;
    expect(bot.whatsapp).toMatchObject({ status: 'connected', phoneNumber: '+34600000000' });
    expect(bot.channels).toEqual([
      expect.objectContaining({
        channel: 'telegram',
        status: 'connected',
        details: { username: `bot_todo-${kind}` },
      }),
    ]);
    expect(response.json().connections).toEqual([
      expect.objectContaining({
        name: `OpenAI todo-${kind}`,
        settings: expect.objectContaining({ model: 'gpt-4o-mini' }),
      }),
    ]);
    expect(bot.knowledge.sources[0]).toMatchObject({
      title: `Catálogo todo-${kind}`,
      contentBase64: Buffer.from(`contenido-todo-${kind}`).toString('base64'),
    });
    // The live version is one of the exported published versions, which carry flows, not revisions.
    const published = bot.publishedVersions as { version: number; nodes: unknown[]; revision?: number }[];
    expect(published.map((row) => row.version)).toContain(bot.publishedVersion);
    for (const row of published) expect(row.revision).toBeUndefined();
  });

  it('leaves nothing of the account in any table once it is erased, and keeps the other account', async () => {
    const mine = await ownerWithEverything(`final-${kind}@plubot.com`);
    const other = await ownerWithEverything(`sigue-${kind}@plubot.com`);
    const before = await rowsOf(mine.owner.user.id);
    const sessionIds = before.chatSessions;
    const othersBefore = await rowsOf(other.owner.user.id);

    const erased = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: mine.owner.auth,
      payload: { password: 'Secreta123!' },
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const after = await rowsOf(mine.owner.user.id);
    for (const [table, rows] of Object.entries(after)) expect(rows, table).toEqual([]);
    const orphans = await ctx.db
      .select({ n: count() })
      .from(chatMessages)
      .where(inArray(chatMessages.sessionId, sessionIds));
    expect(orphans[0]?.n).toBe(0);
    const connectionCounters = await ctx.db
      .select()
      .from(integrationUsage)
      .where(
        inArray(
          integrationUsage.key,
          before.connections.map((id) => `connection:${id}`),
        ),
      );
    expect(connectionCounters).toEqual([]);
    const byBots = (table: typeof flows | typeof flowVersions | typeof leads | typeof gamificationFacts) =>
      ctx.db.select({ n: count() }).from(table).where(inArray(table.plubotId, before.plubots));
    for (const table of [flows, flowVersions, leads, gamificationFacts])
      expect((await byBots(table))[0]?.n).toBe(0);
    expect(await rowsOf(other.owner.user.id)).toEqual(othersBefore);
  });

  it('exports the account, its bots, flows and conversations, and no secret', async () => {
    const { owner, bot } = await ownerWithConversation(`export-${kind}@plubot.com`);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/export', headers: owner.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="plubot-mis-datos-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = response.json();
    expect(data).toMatchObject({
      format: 'plubot-account-export',
      version: 1,
      account: { email: `export-${kind}@plubot.com`, name: 'Ana Estelar', hasPassword: true },
    });
    expect(data.plubots).toHaveLength(1);
    const [exported] = data.plubots;
    expect(exported).toMatchObject({ id: bot.id, name: 'Nova' });
    expect(exported.flow.nodes.length).toBeGreaterThan(3);
    expect(exported.versions.length).toBeGreaterThanOrEqual(1);
    expect(exported.conversations).toHaveLength(1);
    expect(exported.conversations[0].messages.map((message: { text: string }) => message.text)).toContain(
      'Ana',
    );
    const text = response.body;
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(owner.refreshToken);
  });

  it('keeps everything when the password is wrong, and erases everything when it is right', async () => {
    const email = `borrar-${kind}@plubot.com`;
    const { owner, bot } = await ownerWithConversation(email);
    await ctx.db.insert(subscribers).values({ email });

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: owner.auth,
      payload: { password: 'NoEsLaMia1!' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'ACCOUNT_PASSWORD_WRONG',
      message: 'La contraseña no es correcta.',
    });
    expect(await ctx.db.select().from(users).where(eq(users.id, owner.user.id))).toHaveLength(1);

    const erased = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: owner.auth,
      payload: { password: 'Secreta123!' },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().message).toBe('Tu cuenta y todos sus datos se han eliminado.');
    expect(await ctx.db.select().from(users).where(eq(users.id, owner.user.id))).toHaveLength(0);
    expect(await ctx.db.select().from(plubots).where(eq(plubots.id, bot.id))).toHaveLength(0);
    expect(await ctx.db.select().from(chatSessions).where(eq(chatSessions.plubotId, bot.id))).toHaveLength(0);
    expect(await ctx.db.select().from(subscribers).where(eq(subscribers.email, email))).toHaveLength(0);

    const profile = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: owner.auth });
    expect(profile.statusCode).toBe(401);
    const chat = await ctx.app.inject({ method: 'POST', url: `/api/chat/${bot.publicId}/start` });
    expect(chat.statusCode).toBe(404);
  });

  it('asks an account without a password to type its e-mail instead', async () => {
    const email = `google-${kind}@plubot.com`;
    const owner = await createVerifiedUser(ctx.app, email);
    await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, owner.user.id));
    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: owner.auth,
      payload: { confirm_email: 'otra@plubot.com' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('ACCOUNT_CONFIRMATION_MISMATCH');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: owner.auth,
      payload: { confirm_email: email.toUpperCase() },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('refuses both to anyone signed out', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/export' })).statusCode).toBe(401);
    const deleted = await ctx.app.inject({ method: 'POST', url: '/api/auth/delete-account', payload: {} });
    expect(deleted.statusCode).toBe(401);
  });
});
