import { powerLookupResponseSchema } from '@plubot/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationUsage } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { createBotOf } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { connectNotion, NOTION_TOKEN, startNotionStandIn } from './notionStandIn';
import { testDatabaseKinds } from './testDatabases';

/** The owner's power action calls counted this month (`integration_usage`, `user:<id>`). */
async function readIntegrationCalls(db: Awaited<ReturnType<typeof buildTestApp>>['db'], userId: string) {
  const [row] = await db
    .select({ calls: integrationUsage.calls })
    .from(integrationUsage)
    .where(
      and(
        eq(integrationUsage.key, `user:${userId}`),
        eq(integrationUsage.period, new Date().toISOString().slice(0, 7)),
      ),
    );
  return Number(row?.calls ?? 0);
}

// Issue #31: the editor's «Simular» runs a power node's lookup with the owner's connection through
// `POST /api/plubots/:id/power-lookup` — Notion here, against a local stand-in speaking its API. Only
// lookups (`inline` actions) run; an action that would change the owner's data is refused.
describe.each(testDatabaseKinds)('the simulation’s power lookups on %s', (kind) => {
  let notion: Awaited<ReturnType<typeof startNotionStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let connectionId: string;
  let botId: string;

  beforeAll(async () => {
    notion = await startNotionStandIn();
    ctx = await buildTestApp(kind, {
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${notion.port}`,
      NOTION_API_URL: notion.url,
    });
    owner = await createVerifiedUser(ctx.app, `lookup-${kind}@plubot.test`);
    stranger = await createVerifiedUser(ctx.app, `lookup-other-${kind}@plubot.test`);
    connectionId = (await connectNotion(ctx.app, owner.auth)).id;
    botId = await createBot(owner.auth);
    // One order in «Pedidos», as a page created by a conversation would be stored.
    notion.pages.push({
      id: 'page-1',
      properties: {
        Nombre: { title: [{ text: { content: 'Pedido de Ana' } }] },
        Email: { email: 'ana@example.com' },
        Estado: { select: { name: 'Enviado' } },
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await notion?.close();
  });

  /** A new bot of the user's; its id. */
  const createBot = async (auth: Record<string, string>) => (await createBotOf(ctx.app, auth, 'Tienda')).id;

  /** Notion's «Buscar en una base de datos» of `databaseId` by Email = `email`, with the owner's connection. */
  const lookup = (email: string, databaseId = 'db-pedidos') => ({
    powerId: 'notion',
    connectionId,
    action: 'queryDatabase',
    inputs: { databaseId, property: 'Email', value: email },
    fields: {},
  });

  const post = (
    payload: Record<string, unknown> | unknown[],
    headers: Record<string, string> = owner.auth,
    bot = botId,
  ) => ctx.app.inject({ method: 'POST', url: `/api/plubots/${bot}/power-lookup`, headers, payload });

  it('finds what the lookup finds, with every output the node may save', async () => {
    const response = await post(lookup('ana@example.com'));
    expect(response.statusCode, response.body).toBe(200);
    expect(powerLookupResponseSchema.parse(response.json())).toEqual({
      ok: true,
      found: true,
      outputs: {
        Nombre: 'Pedido de Ana',
        Email: 'ana@example.com',
        Estado: 'Enviado',
        title: 'Pedido de Ana',
        url: 'https://www.notion.so/page-1',
      },
    });
    const query = notion.to('/v1/databases/db-pedidos/query').at(-1);
    expect(query?.headers.authorization).toBe(`Bearer ${NOTION_TOKEN}`);
    expect(JSON.parse(query?.body ?? '{}')).toEqual({
      filter: { property: 'Email', email: { equals: 'ana@example.com' } },
      page_size: 1,
    });
  });

  it('says when nothing matches, and when Notion fails, in Notion’s words — both as results', async () => {
    const missing = await post(lookup('nadie@example.com'));
    expect(missing.statusCode, missing.body).toBe(200);
    expect(missing.json()).toEqual({ ok: true, found: false, outputs: {} });

    const failing = await post(lookup('ana@example.com', 'db-borrada'));
    expect(failing.statusCode, failing.body).toBe(200);
    expect(failing.json()).toEqual({ ok: false, error: 'HTTP 404: Not found.' });
    expect(notion.to('/v1/databases/db-borrada')).toHaveLength(1);

    // Each call to Notion counted against the owner's plan, as in a conversation.
    expect(await readIntegrationCalls(ctx.db, owner.user.id)).toBe(3);
  });

  it('runs only lookups: an action that would change the owner’s data is refused, and never sent', async () => {
    const pagesBefore = notion.to('/v1/pages').length;
    const after = await post({
      ...lookup('ana@example.com'),
      action: 'createPage',
      inputs: { databaseId: 'db-pedidos', title: 'Pedido de prueba' },
    });
    expect(after.statusCode).toBe(422);
    expect(after.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message:
        'La acción «createPage» se ejecuta después de responder: la simulación no la realiza, solo la registra.',
      errors: {
        action: [
          'La acción «createPage» se ejecuta después de responder: la simulación no la realiza, solo la registra.',
        ],
      },
    });
    const unknown = await post({ ...lookup('ana@example.com'), action: 'deleteDatabase' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Este poder no tiene la acción «deleteDatabase».');
    const english = await post(
      { ...lookup('ana@example.com'), action: 'deleteDatabase' },
      { ...owner.auth, 'accept-language': 'en' },
    );
    expect(english.json().message).toBe('This power has no action “deleteDatabase”.');
    const otherService = await post({ ...lookup('ana@example.com'), powerId: 'hubspot' });
    expect(otherService.statusCode).toBe(422);
    expect(notion.to('/v1/pages')).toHaveLength(pagesBefore);
  });

  it('refuses bodies the contract does not take', async () => {
    const tooManyFields = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`campo${i}`, 'x']));
    const { powerId: _omitted, ...withoutPower } = lookup('ana@example.com');
    const received = notion.received.length;
    for (const body of [
      withoutPower,
      { ...lookup('ana@example.com'), action: '' },
      { ...lookup('ana@example.com'), inputs: { value: 42 } },
      { ...lookup('ana@example.com'), fields: tooManyFields },
      [lookup('ana@example.com')],
    ]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect(notion.received.length).toBe(received);
  });

  it('acts only on the caller’s own bot and with the caller’s own connection', async () => {
    const queries = notion.received.length;
    expect((await post(lookup('ana@example.com'), {})).statusCode).toBe(401);
    const othersBot = await post(lookup('ana@example.com'), stranger.auth);
    expect(othersBot.statusCode).toBe(404);
    expect(othersBot.json().code).toBe('PLUBOT_NOT_FOUND');
    // Their own bot, with the owner's connection: the connection is not theirs.
    const theirBot = await createBot(stranger.auth);
    const othersConnection = await post(lookup('ana@example.com'), stranger.auth, theirBot);
    expect(othersConnection.statusCode).toBe(200);
    expect(othersConnection.json()).toEqual({
      ok: false,
      error: 'La conexión de este poder ya no existe: elige otra en el nodo.',
    });
    expect(notion.received.length).toBe(queries);
  });

  it('limits each account’s lookups per window, whoever else is simulating', async () => {
    const busy = await createVerifiedUser(ctx.app, `lookup-busy-${kind}@plubot.test`);
    const busyBot = await createBot(busy.auth);
    const refused = { ...lookup('ana@example.com'), action: 'createPage' };
    for (let sent = 0; sent < 60; sent++) {
      expect((await post(refused, busy.auth, busyBot)).statusCode).toBe(422);
    }
    const over = await post(refused, busy.auth, busyBot);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect((await post(lookup('ana@example.com'))).json()).toMatchObject({ ok: true, found: true });
  });
});
