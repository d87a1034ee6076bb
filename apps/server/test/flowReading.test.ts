import { FLOW_VERSION } from '@plubot/flow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flows, flowVersions, publishedFlows } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { publishDraft } from './publishing';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

const at = { x: 0, y: 0 };
/** A flow stored by an older editor: the question's text and capture under their old names. */
const legacyNodes = [
  { id: 'start-1', type: 'start', position: at, data: { label: 'Inicio' } },
  {
    id: 'ask',
    type: 'message',
    position: { x: 0, y: 200 },
    data: {
      label: 'Correo',
      text: '¿Tu correo?',
      waitForResponse: true,
      variable: 'correo',
      inputType: 'correo',
    },
  },
  { id: 'end-1', type: 'end', position: { x: 0, y: 400 }, data: { label: 'Fin', endMessage: 'Gracias' } },
];
const legacyEdges = [
  { id: 'e1', source: 'start-1', target: 'ask' },
  { id: 'e2', source: 'ask', target: 'end-1', sourceHandle: 'undefined' },
];

describe.each(testDatabaseKinds)('reading a stored flow on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000' });
    owner = await createVerifiedUser(ctx.app, 'reading@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function botWithLegacyFlow() {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Antiguo', tone: 'neutral', initial_message: 'Hola' },
    });
    const { id, public_id: publicId } = created.json().plubot;
    await ctx.db
      .update(flows)
      .set({ nodes: legacyNodes, edges: legacyEdges, flowVersion: 1 })
      .where(eq(flows.plubotId, id));
    // A bot from before draft and live: the migration published its stored flow, as it was, as version 1.
    await ctx.db
      .update(publishedFlows)
      .set({ nodes: legacyNodes, edges: legacyEdges, flowVersion: 1 })
      .where(and(eq(publishedFlows.plubotId, id), eq(publishedFlows.version, 1)));
    return { id: id as string, publicId: publicId as string };
  }

  it('opens an old question in the editor as the current shape, with the connection the bot follows', async () => {
    const { id } = await botWithLegacyFlow();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${id}/flow`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    const { nodes, edges } = response.json().flow;
    expect(nodes[1].data).toEqual({
      label: 'Correo',
      message: '¿Tu correo?',
      capture: { validation: 'email', variable: 'correo' },
    });
    expect(edges.map((edge: { id: string }) => edge.id)).toEqual(['e1', 'e2']);
  });

  it('runs the old question as the editor shows it: says it, waits for an e-mail, then goes on', async () => {
    const { publicId } = await botWithLegacyFlow();
    const first = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${publicId}/start`,
      remoteAddress: nextVisitorAddress(),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().messages.map((m: { text: string }) => m.text)).toEqual(['Hola', '¿Tu correo?']);
    expect(first.json().input).toMatchObject({ kind: 'text', validation: 'email' });
    const next = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${first.json().sessionId}/reply`,
      headers: visitorHeaders(first.json()),
      payload: { text: 'ana@example.com' },
    });
    expect(next.json().messages.map((m: { text: string }) => m.text)).toEqual(['Gracias']);
  });

  it('stores the current shape when the owner saves what the editor opened', async () => {
    const { id } = await botWithLegacyFlow();
    const { flow } = (
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${id}/flow`, headers: owner.auth })
    ).json();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${id}/flow`,
      headers: owner.auth,
      payload: { flowName: flow.flowName, nodes: flow.nodes, edges: flow.edges, baseRevision: flow.revision },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, id);
    const [row] = await ctx.db
      .select({ nodes: flows.nodes, flowVersion: flows.flowVersion })
      .from(flows)
      .where(eq(flows.plubotId, id));
    expect(row?.flowVersion).toBe(FLOW_VERSION);
    expect(row?.nodes[1]?.data).not.toHaveProperty('waitForResponse');
    expect(row?.nodes[1]?.data).toMatchObject({ message: '¿Tu correo?', capture: { validation: 'email' } });
  });

  it('restores a version kept from an older editor in the current shape', async () => {
    const { id } = await botWithLegacyFlow();
    await ctx.db
      .update(flowVersions)
      .set({ nodes: legacyNodes, edges: legacyEdges, flowVersion: 1 })
      .where(and(eq(flowVersions.plubotId, id), eq(flowVersions.revision, 1)));
    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${id}/versions/1/restore`,
      headers: owner.auth,
    });
    expect(restored.statusCode).toBe(200);
    const { flow } = (
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${id}/flow`, headers: owner.auth })
    ).json();
    expect(flow.nodes[1].data).toMatchObject({ message: '¿Tu correo?', capture: { validation: 'email' } });
  });
});
