import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flows, plubots, progressEvents } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createNameAndChoiceFlow } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';

type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

/** A flow that says something and ends, with a credential in every node that can hold one. */
function flowWithSecrets() {
  const base = createNameAndChoiceFlow();
  const at = { x: 500, y: 0 };
  return {
    ...base,
    nodes: [
      ...base.nodes,
      {
        id: 'http-1',
        type: 'httpRequest',
        position: at,
        data: {
          method: 'POST',
          url: 'https://api.secreta.example/v1?key=CLAVE-URL',
          headers: [{ id: 'h1', key: 'Authorization', value: 'Bearer CLAVE-CABECERA' }],
          bodyType: 'json',
          bodyString: '{"api_key":"CLAVE-CUERPO"}',
        },
      },
      {
        id: 'hook-1',
        type: 'webhookNode',
        position: at,
        data: { url: 'https://hooks.example/CLAVE-WEBHOOK' },
      },
      {
        id: 'discord-1',
        type: 'discord',
        position: at,
        data: { discordToken: 'CLAVE-DISCORD-1234', channelId: '998877', messageContent: 'Hola' },
      },
      {
        id: 'power-1',
        type: 'power',
        position: at,
        data: {
          powerId: 'slack',
          powerUrl: 'https://hooks.slack.com/services/CLAVE-SLACK',
          powerMessage: 'Nuevo',
        },
      },
    ],
  };
}

// A bot published in the Torre is cloned as a template: its live flow, without a single secret.
describe.each(testDatabaseKinds)('cloning from the Torre on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const call = (owner: Owner, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { 'accept-language': 'es', ...owner.auth },
      ...(payload ? { payload } : {}),
    });
  const publish = (owner: Owner, id: string, description = 'Un bot de prueba') =>
    call(owner, 'PUT', `/api/plubots/${id}/publication`, { published: true, description });

  it('clones a published bot into the caller’s account without any secret, counting the clone', async () => {
    const owner = await createVerifiedUser(ctx.app, `template-owner-${kind}@plubot.com`);
    const cloner = await createVerifiedUser(ctx.app, `cloner-${kind}@plubot.com`);
    const created = await call(owner, 'POST', '/api/plubots/create', {
      name: 'Asistente Galáctico',
      tone: 'sabio',
      color: '#123456',
      purpose: 'Responder dudas',
      initial_message: '¡Bienvenido a bordo!',
    });
    const source = created.json().plubot;
    const saved = await call(owner, 'PUT', `/api/plubots/${source.id}/flow`, {
      ...flowWithSecrets(),
      baseRevision: 1,
    });
    expect(saved.statusCode).toBe(200);
    // The clone copies what visitors get: the published flow, not a later draft.
    const live = await call(owner, 'POST', `/api/plubots/${source.id}/publish`, {});
    expect(live.statusCode, live.body).toBe(200);
    const draft = await call(owner, 'PUT', `/api/plubots/${source.id}/flow`, {
      ...flowWithSecrets(),
      flowName: 'Borrador a medias',
      baseRevision: 2,
    });
    expect(draft.statusCode).toBe(200);
    expect((await publish(owner, source.id)).statusCode).toBe(200);

    const clone = await call(cloner, 'POST', `/api/tower/${source.public_id}/clone`);
    expect(clone.statusCode).toBe(201);
    const { id } = clone.json();
    expect(clone.json().name).toBe('Asistente Ga (copia)');

    const identity = (await call(cloner, 'GET', `/api/plubots/${id}`)).json().plubot;
    expect(identity).toMatchObject({
      tone: 'sabio',
      color: '#123456',
      purpose: 'Responder dudas',
      initial_message: '¡Bienvenido a bordo!',
    });
    expect((await call(owner, 'GET', `/api/plubots/${id}`)).statusCode).toBe(404);

    const flow = (await call(cloner, 'GET', `/api/plubots/${id}/flow`)).json().flow;
    expect(flow.flowName).not.toBe('Borrador a medias');
    expect(flow.nodes.map((n: { id: string }) => n.id).sort()).toEqual(
      flowWithSecrets()
        .nodes.map((n) => n.id)
        .sort(),
    );
    const [stored] = await ctx.app.db.select().from(flows).where(eq(flows.plubotId, id));
    const everything = JSON.stringify([flow, stored]);
    for (const leak of ['CLAVE-', 'sealed:', '••••', 'hooks.slack.com', '998877']) {
      expect(everything).not.toContain(leak);
    }
    const http = flow.nodes.find((n: { id: string }) => n.id === 'http-1');
    expect(http.data.headers).toEqual([{ id: 'h1', key: 'Authorization', value: '' }]);
    // The publisher's own flow keeps its secrets (the URL's key sealed, the rest of it in clear).
    const [original] = await ctx.app.db.select().from(flows).where(eq(flows.plubotId, source.id));
    expect(JSON.stringify(original)).toMatch(/api\.secreta\.example\/v1\?key=sealed:v2\./);

    const [counted] = await ctx.app.db
      .select({ cloneCount: plubots.cloneCount })
      .from(plubots)
      .where(eq(plubots.id, source.id));
    expect(counted?.cloneCount).toBe(1);
    const keys = (
      await ctx.app.db
        .select({ key: progressEvents.key })
        .from(progressEvents)
        .where(eq(progressEvents.userId, cloner.user.id))
    ).map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(['first_bot', 'first_flow_with_end']));
    expect((await call(cloner, 'POST', '/api/tower/no-existe/clone')).statusCode).toBe(404);
  });
});
