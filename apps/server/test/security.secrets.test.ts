import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flows } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { type Edge, edges, node } from './flowSpecs';
import { startLocalHttpReceiver } from './localHttpReceiver';
import { publishDraft } from './publishing';
import { testDatabaseKinds } from './testDatabases';

type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;
type StoredNode = { id: string; type: string; data: Record<string, unknown> };

/**
 * Issue #24, points 9 and 10: a sealed box opens only for the owner, bot, node and field it was
 * sealed for, and the credentials that used to stay in clear (an API call's Authorization, the Slack
 * webhook URL, keys in URL query parameters) are sealed, masked and kept out of the data download.
 */
describe.each(testDatabaseKinds)('secrets of nodes (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let receiver: Awaited<ReturnType<typeof startLocalHttpReceiver>>;
  let base: string;
  let ana: Owner;
  let eva: Owner;

  beforeAll(async () => {
    receiver = await startLocalHttpReceiver(() => ({ body: 'ok' }));
    base = `http://localhost:${receiver.port}`;
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      HTTP_ALLOWED_HOSTS: `localhost:${receiver.port}`,
    });
    ana = await createVerifiedUser(ctx.app, 'ana.secretos@plubot.test');
    eva = await createVerifiedUser(ctx.app, 'eva.secretos@plubot.test');
  });
  afterAll(async () => {
    await ctx?.close();
    await receiver?.close();
  });

  async function createBot(owner: Owner, name: string) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name, tone: 'neutral', powers: ['slack'] },
    });
    expect(created.statusCode).toBe(201);
    const bot = created.json().plubot as { id: string; public_id: string };
    return { id: bot.id, publicId: bot.public_id };
  }

  async function saveFlow(owner: Owner, botId: string, nodes: unknown[], links: Edge[]) {
    const current = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${botId}/flow`,
      headers: owner.auth,
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${botId}/flow`,
      headers: owner.auth,
      payload: {
        nodes,
        edges: links,
        viewport: { x: 0, y: 0, zoom: 1 },
        baseRevision: current.json().flow.revision,
      },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, botId);
  }

  async function shownNodes(owner: Owner, botId: string): Promise<StoredNode[]> {
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${botId}/flow`,
      headers: owner.auth,
    });
    expect(shown.statusCode).toBe(200);
    return shown.json().flow.nodes;
  }

  async function storedNodes(botId: string): Promise<StoredNode[]> {
    const [row] = await ctx.db.select({ nodes: flows.nodes }).from(flows).where(eq(flows.plubotId, botId));
    return (row?.nodes ?? []) as StoredNode[];
  }

  async function chat(publicId: string) {
    const started = await ctx.app.inject({ method: 'POST', url: `/api/chat/${publicId}/start`, payload: {} });
    expect(started.statusCode).toBe(200);
    return started.json();
  }

  const headerValue = (nodes: StoredNode[], nodeId: string, name: string) => {
    const rows = nodes.find((n) => n.id === nodeId)?.data.headers as
      | { key: string; value: string }[]
      | undefined;
    return rows?.find((row) => row.key === name)?.value;
  };

  it("never opens another bot's sealed value: typed into a flow it is dropped or sent as the text it is", async () => {
    const anaBot = await createBot(ana, 'Caja de Ana');
    await saveFlow(
      ana,
      anaBot.id,
      [
        node('start', 'start-1', { dynamicContent: 'Hola' }),
        node('httpRequest', 'h', {
          method: 'GET',
          url: `${base}/ana`,
          headers: [{ id: 'r1', key: 'Authorization', value: 'Bearer secreto-de-ana-12345' }],
        }),
        node('end', 'end-1', { endMessage: 'Listo' }),
      ],
      edges('start-1->h', 'h->end-1@onSuccess'),
    );
    const box = headerValue(await storedNodes(anaBot.id), 'h', 'Authorization');
    expect(box).toMatch(/^sealed:v2\./);

    // Eva got hold of the stored box and puts it in her own bot: in the credential header of a node
    // with the same id, and in a header that is no credential.
    const evaBot = await createBot(eva, 'Caja de Eva');
    await saveFlow(
      eva,
      evaBot.id,
      [
        node('start', 'start-1', { dynamicContent: 'Hola' }),
        node('httpRequest', 'h', {
          method: 'GET',
          url: `${base}/eva`,
          headers: [
            { id: 'r1', key: 'Authorization', value: box as string },
            { id: 'r2', key: 'X-Copia', value: box as string },
          ],
        }),
        node('end', 'end-1', { endMessage: 'Listo' }),
      ],
      edges('start-1->h', 'h->end-1@onSuccess'),
    );
    const evaStored = await storedNodes(evaBot.id);
    expect(headerValue(evaStored, 'h', 'Authorization')).toBe('');
    expect(headerValue(evaStored, 'h', 'X-Copia')).toBe(box);

    // Even copied straight into her stored flow, in the very slot it came from, the box stays shut.
    const planted = evaStored.map((n) =>
      n.id === 'h'
        ? {
            ...n,
            data: {
              ...n.data,
              headers: (n.data.headers as { key: string }[]).map((row) => ({ ...row, value: box })),
            },
          }
        : n,
    );
    await ctx.db
      .update(flows)
      .set({ nodes: planted as (typeof flows.$inferSelect)['nodes'] })
      .where(eq(flows.plubotId, evaBot.id));
    expect(headerValue(await shownNodes(eva, evaBot.id), 'h', 'Authorization')).toBe('••••');

    await chat(evaBot.publicId);
    const [evaCall] = receiver.to('/eva');
    expect(evaCall).toBeDefined();
    expect(JSON.stringify(evaCall?.headers)).not.toContain('secreto-de-ana');
    expect(evaCall?.headers['x-copia']).toBe(box);

    await chat(anaBot.publicId);
    expect(receiver.to('/ana')[0]?.headers.authorization).toBe('Bearer secreto-de-ana-12345');
  });

  it("seals an API call's Authorization, the Slack webhook URL and keys in URLs: masked, out of the download, real to the services", async () => {
    const secrets = ['accion-987654', 'clave-api-123456', 'secretoSlack1', 'tok-http-4321'];
    const bot = await createBot(ana, 'Llavero');
    await saveFlow(
      ana,
      bot.id,
      [
        node('start', 'start-1', { dynamicContent: 'Hola' }),
        node('action', 'api', {
          actionType: 'apiCall',
          parameters: {
            method: 'GET',
            url: `${base}/api?api_key=clave-api-123456&q=1`,
            headers: { Authorization: 'Bearer accion-987654', Accept: 'application/json' },
          },
        }),
        node('power', 'slack', {
          powerId: 'slack',
          powerMessage: 'Nuevo visitante',
          powerUrl: `${base}/slack/T000/B000/secretoSlack1`,
        }),
        node('httpRequest', 'http', { method: 'GET', url: `${base}/http?token=tok-http-4321&page=2` }),
        node('end', 'end-1', { endMessage: 'Listo' }),
      ],
      edges('start-1->api', 'api->slack', 'slack->http', 'http->end-1@onSuccess'),
    );

    const stored = JSON.stringify(await storedNodes(bot.id));
    const shown = await shownNodes(ana, bot.id);
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/auth/export', headers: ana.auth });
    expect(exported.statusCode).toBe(200);
    for (const secret of secrets) {
      expect(stored).not.toContain(secret);
      expect(JSON.stringify(shown)).not.toContain(secret);
      expect(exported.body).not.toContain(secret);
    }
    const byId = (id: string) => shown.find((n) => n.id === id)?.data ?? {};
    expect(byId('api').parameters).toMatchObject({
      url: `${base}/api?api_key=••••3456&q=1`,
      headers: { Authorization: '••••7654', Accept: 'application/json' },
    });
    expect(byId('slack').powerUrl).toBe('••••ack1');
    expect(byId('http').url).toBe(`${base}/http?token=••••4321&page=2`);

    // The editor saves back what it was shown: the secrets stay, and the bot sends the real ones.
    await saveFlow(
      ana,
      bot.id,
      shown,
      edges('start-1->api', 'api->slack', 'slack->http', 'http->end-1@onSuccess'),
    );
    await chat(bot.publicId);
    const [apiCall] = receiver.to('/api');
    expect(apiCall?.url).toBe('/api?api_key=clave-api-123456&q=1');
    expect(apiCall?.headers.authorization).toBe('Bearer accion-987654');
    expect(JSON.parse(receiver.to('/slack/T000/B000/secretoSlack1')[0]?.body ?? '{}')).toEqual({
      text: 'Nuevo visitante',
    });
    expect(receiver.to('/http')[0]?.url).toBe('/http?token=tok-http-4321&page=2');

    // The editor's HTTP test with the masked URL sends the stored key, for the owner's own node only.
    const tested = await ctx.app.inject({
      method: 'POST',
      url: '/api/http-test',
      headers: ana.auth,
      payload: { method: 'GET', url: byId('http').url, headers: {}, plubotId: bot.id, nodeId: 'http' },
    });
    expect(tested.json()).toMatchObject({ ok: true, status: 200 });
    expect(receiver.to('/http').at(-1)?.url).toBe('/http?token=tok-http-4321&page=2');
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: '/api/http-test',
      headers: eva.auth,
      payload: { method: 'GET', url: byId('http').url, headers: {}, plubotId: bot.id, nodeId: 'http' },
    });
    expect(stranger.statusCode).toBe(404);
  });
});
