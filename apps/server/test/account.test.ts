import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  botRecords,
  channelConnections,
  channelContactWindows,
  channelDeliveries,
  channelMessageStatuses,
  chatMessages,
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
  subscribers,
  unlocks,
  uploads,
  usage,
  users,
  whatsappConnections,
} from '../src/db/schema';
import { sealSecret } from '../src/lib/secretBox';
import { readAccountRows, readExportRows } from './accountRows';
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
    await ctx.db.insert(channelMessageStatuses).values({
      plubotId: bot.id,
      channel: 'whatsapp-cloud',
      externalId: `wamid.${tag}`,
      contact: '34600000001',
      status: 'read',
    });
    await ctx.db.insert(channelContactWindows).values({
      plubotId: bot.id,
      channel: 'whatsapp-cloud',
      contact: `346${tag.length}0000001`,
      lastInboundAt: new Date(),
    });
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

  it('exports every row of every table of the account, none of another account, and no secret', async () => {
    const mine = await ownerWithEverything(`todo-${kind}@plubot.com`);
    const other = await ownerWithEverything(`ajeno-${kind}@plubot.com`);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/export',
      headers: mine.owner.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const exported = readExportRows(response.json());
    const {
      authTokens: _verification,
      refreshTokens: _sessions,
      ...stored
    } = await readAccountRows(ctx.db, mine.owner.user.id);
    for (const [table, rows] of Object.entries(stored)) {
      expect(rows.length, `${table} has rows to export`).toBeGreaterThan(0);
      expect([...(exported[table as keyof typeof exported] ?? [])].sort(), table).toEqual([...rows].sort());
    }

    const othersRows = await readAccountRows(ctx.db, other.owner.user.id);
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
    const before = await readAccountRows(ctx.db, mine.owner.user.id);
    const sessionIds = before.chatSessions;
    const othersBefore = await readAccountRows(ctx.db, other.owner.user.id);

    const erased = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: mine.owner.auth,
      payload: { password: 'Secreta123!' },
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const after = await readAccountRows(ctx.db, mine.owner.user.id);
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
    expect(await readAccountRows(ctx.db, other.owner.user.id)).toEqual(othersBefore);
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
