import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flows } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

const richFlow = {
  flowName: 'Atención al cliente',
  viewport: { x: 12, y: -40, zoom: 0.8 },
  nodes: [
    {
      id: 'start-1',
      type: 'start',
      position: { x: 100, y: 100 },
      data: { label: 'Inicio', dynamicContent: 'Hola' },
    },
    {
      id: 'msg-1',
      type: 'message',
      position: { x: 100, y: 300 },
      data: {
        label: 'Pregunta',
        message: '¿Cómo te llamas?',
        variables: [{ name: 'nombre' }],
        custom: { keep: true },
      },
      width: 320,
      height: 200,
    },
    { id: 'end-1', type: 'end', position: { x: 100, y: 600 }, data: { label: 'Fin', endMessage: 'Adiós' } },
  ],
  edges: [
    {
      id: 'e1',
      source: 'start-1',
      target: 'msg-1',
      sourceHandle: 'output',
      type: 'elite-edge',
      animated: true,
    },
    {
      id: 'e2',
      source: 'msg-1',
      target: 'end-1',
      type: 'elite-edge',
      style: { stroke: '#00ff00', strokeWidth: 2 },
    },
  ],
};

describe.each(testDatabaseKinds)('flows on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    owner = await createVerifiedUser(ctx.app, 'flows@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function newBot() {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Flujo', tone: 'neutral' },
    });
    return response.json().plubot.id as string;
  }
  const load = (id: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/plubots/${id}/flow`, headers: owner.auth });
  const save = (id: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/plubots/${id}/flow`, headers: owner.auth, payload });

  it('opens a stored flow that no longer validates with what still fits, counting the repairs', async () => {
    const id = await newBot();
    // Stored under older rules: a decision whose conditions are not a list, which the load
    // clean-up alone cannot repair.
    await ctx.db
      .update(flows)
      .set({
        nodes: [
          { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
          {
            id: 'd',
            type: 'decision',
            position: { x: 0, y: 200 },
            data: { label: 'Pregunta', question: '¿Seguimos?', conditions: 'Sí' },
          },
        ],
        edges: [{ id: 'e', source: 'start-1', target: 'd' }],
      })
      .where(eq(flows.plubotId, id));
    const response = await load(id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.repairs).toBeGreaterThan(0);
    expect(body.flow.nodes).toHaveLength(2);
    expect(body.flow.nodes[1].data).toEqual({ label: 'Pregunta', question: '¿Seguimos?' });
    expect(body.flow.edges).toHaveLength(1);
  });

  it('loads the initial flow at revision 1', async () => {
    const id = await newBot();
    const response = await load(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().flow).toMatchObject({
      revision: 1,
      nodes: [{ id: 'start-1', type: 'start' }],
      edges: [],
    });
  });

  it('keeps every field through a save and load round trip', async () => {
    const id = await newBot();
    const saved = await save(id, { ...richFlow, baseRevision: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      revision: 2,
      message: 'Cambios guardados correctamente',
    });
    const { flow } = (await load(id)).json();
    expect(flow.flowName).toBe(richFlow.flowName);
    expect(flow.viewport).toEqual(richFlow.viewport);
    expect(flow.revision).toBe(2);
    expect(flow.nodes).toEqual(richFlow.nodes.map((node) => expect.objectContaining(node)));
    expect(flow.edges.find((e: { id: string }) => e.id === 'e2')).toMatchObject(richFlow.edges[1]!);
  });

  it('answers a stale baseRevision with 409 and changes nothing', async () => {
    const id = await newBot();
    expect((await save(id, { ...richFlow, baseRevision: 1 })).statusCode).toBe(200);
    const stale = await save(id, { ...richFlow, flowName: 'Pisado', nodes: [], edges: [], baseRevision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'FLOW_CONFLICT', currentRevision: 2 });
    const { flow } = (await load(id)).json();
    expect(flow.flowName).toBe('Atención al cliente');
    expect(flow.nodes).toHaveLength(3);
  });

  it('refuses a broken flow with a located message and keeps the stored one', async () => {
    const id = await newBot();
    const broken = await save(id, {
      baseRevision: 1,
      nodes: [{ id: 'a', type: 'message', position: { x: 0, y: 0 }, data: { label: 'A' } }],
      edges: [{ id: 'e', source: 'a', target: 'ghost' }],
    });
    expect(broken.statusCode).toBe(422);
    expect(Object.keys(broken.json().errors)).toContain('edges.0.target');
    const notJson = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${id}/flow`,
      headers: { ...owner.auth, 'content-type': 'application/json' },
      payload: '{"nodes": [',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await load(id)).json().flow.revision).toBe(1);
  });

  it('answers an oversized flow with 413', async () => {
    const id = await newBot();
    const big = 'x'.repeat(17 * 1024 * 1024);
    const response = await save(id, { baseRevision: 1, nodes: [], edges: [], flowName: big });
    expect(response.statusCode).toBe(413);
  });

  it('keeps the newest 50 versions and restores any of them as a new revision', async () => {
    const id = await newBot();
    let revision = 1;
    for (let i = 1; i <= 55; i++) {
      const response = await save(id, { ...richFlow, flowName: `Versión ${i}`, baseRevision: revision });
      revision = response.json().revision;
    }
    expect(revision).toBe(56);
    const versions = (
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${id}/versions`, headers: owner.auth })
    ).json().versions;
    expect(versions).toHaveLength(50);
    expect(versions[0]).toMatchObject({
      revision: 56,
      flowName: 'Versión 55',
      nodes_count: 3,
      edges_count: 2,
    });
    expect(versions.at(-1).revision).toBe(7);

    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${id}/versions/10/restore`,
      headers: owner.auth,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().flow).toMatchObject({ flowName: 'Versión 9', revision: 57 });
    const gone = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${id}/versions/3/restore`,
      headers: owner.auth,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('creates, lists and restores named backups', async () => {
    const id = await newBot();
    await save(id, { ...richFlow, baseRevision: 1 });
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${id}/backups`,
      headers: owner.auth,
      payload: { name: 'Antes del cambio' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().backup).toMatchObject({
      name: 'Antes del cambio',
      metadata: { nodes_count: 3, edges_count: 2 },
    });
    await save(id, { flowName: 'Vacío', nodes: [], edges: [], baseRevision: 2 });
    const list = (
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${id}/backups`, headers: owner.auth })
    ).json();
    expect(list.backups).toHaveLength(1);
    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${id}/backups/${list.backups[0].id}/restore`,
      headers: owner.auth,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().flow).toMatchObject({ flowName: 'Atención al cliente', revision: 4 });
    expect(restored.json().flow.nodes).toHaveLength(3);
  });
});
