import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flows, flowVersions, users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

describe.each(testDatabaseKinds)('plubots on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    owner = await createVerifiedUser(ctx.app, 'owner@plubot.com');
    stranger = await createVerifiedUser(ctx.app, 'stranger@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const create = (payload: object, headers = owner.auth) =>
    ctx.app.inject({ method: 'POST', url: '/api/plubots/create', payload, headers });

  it('creates a bot with the answer of §7 and its initial flow', async () => {
    const response = await create({
      name: '  Nova  ',
      tone: 'Audaz',
      color: '#FF8800',
      powers: 'notion, power-slack',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'success',
      plubot: {
        name: 'Nova',
        tone: 'audaz',
        color: '#FF8800',
        powers: ['notion', 'slack'],
        purpose: 'Ayudar a los clientes en el chat web',
        initial_message: '¡Hola! Soy Nova. ¿En qué puedo ayudarte?',
      },
      message: '¡Nova ha sido activado con éxito!',
    });
    expect(body.plubot.public_id).toMatch(/^[\w-]{20,}$/);
    const [flow] = await ctx.db.select().from(flows).where(eq(flows.plubotId, body.plubot.id));
    expect(flow?.nodes).toEqual([
      {
        id: 'start-1',
        type: 'start',
        position: { x: 100, y: 100 },
        // The start node holds the welcome the bot greets with, so the editor shows it.
        data: { label: 'Inicio', dynamicContent: '¡Hola! Soy Nova. ¿En qué puedo ayudarte?' },
      },
    ]);
    expect(flow?.edges).toEqual([]);
    expect(flow?.flowName).toBe('Nova');
  });

  it.each([
    [{ name: 'ab', tone: 'audaz' }, 'name', 'El nombre debe tener al menos 3 caracteres.'],
    [
      { name: '   abc   ', tone: 'audaz', color: 'red' },
      'color',
      'El color debe ser un código hexadecimal como #4FACFE.',
    ],
    [{ name: 'x'.repeat(21), tone: 'audaz' }, 'name', 'El nombre no puede exceder los 20 caracteres.'],
    [{ name: 'Nova', tone: 'furioso' }, 'tone', 'Por favor, elige una personalidad.'],
    [{ name: 'Nova', tone: 'sabio', powers: ['teleport'] }, 'powers.0', 'Ese poder no existe.'],
    [
      { name: 'Nova', tone: 'sabio', purpose: 'p'.repeat(501) },
      'purpose',
      'El propósito no puede exceder los 500 caracteres.',
    ],
  ])('rejects %j', async (payload, field, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
  });

  it('refuses a Pro power to a free user and allows it on Pro', async () => {
    const refused = await create({ name: 'Pago', tone: 'sabio', powers: ['notion', 'stripe'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PRO_REQUIRED', message: 'Requiere Plan Pro' });
    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, stranger.user.id));
    const allowed = await create({ name: 'Pago', tone: 'sabio', powers: ['stripe'] }, stranger.auth);
    expect(allowed.statusCode).toBe(201);
  });

  it('creates only once for a repeated _localId', async () => {
    const payload = { name: 'Offline', tone: 'neutral', _localId: 'local-123', _offlineCreated: true };
    const first = await create(payload);
    const second = await create(payload);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().plubot.id).toBe(first.json().plubot.id);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/plubots', headers: owner.auth });
    expect(list.json().plubots.filter((p: { name: string }) => p.name === 'Offline')).toHaveLength(1);
    const sameLocalOtherUser = await create(payload, stranger.auth);
    expect(sameLocalOtherUser.statusCode).toBe(201);
  });

  it('reads, updates and deletes for the owner; 404 on every route for anyone else', async () => {
    const id = (await create({ name: 'Privado', tone: 'misterioso' })).json().plubot.id;
    const routes = [
      { method: 'GET', url: `/api/plubots/${id}` },
      { method: 'PUT', url: `/api/plubots/update/${id}`, payload: { name: 'Robado' } },
      { method: 'GET', url: `/api/plubots/${id}/flow` },
      { method: 'PUT', url: `/api/plubots/${id}/flow`, payload: { baseRevision: 1, nodes: [], edges: [] } },
      { method: 'GET', url: `/api/plubots/${id}/versions` },
      { method: 'POST', url: `/api/plubots/${id}/versions/1/restore` },
      { method: 'GET', url: `/api/plubots/${id}/backups` },
      { method: 'POST', url: `/api/plubots/${id}/backups`, payload: {} },
      { method: 'DELETE', url: `/api/plubots/${id}` },
    ] as const;
    for (const route of routes) {
      const response = await ctx.app.inject({ ...route, headers: stranger.auth } as never);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    const malformed = await ctx.app.inject({
      method: 'GET',
      url: '/api/plubots/not-a-uuid',
      headers: owner.auth,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'INVALID_PLUBOT_ID', message: 'ID del Plubot no válido' });

    const read = await ctx.app.inject({ method: 'GET', url: `/api/plubots/${id}`, headers: owner.auth });
    expect(read.json().plubot.name).toBe('Privado');
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/update/${id}`,
      headers: owner.auth,
      payload: { name: 'Renombrado', tone: 'sabio', color: '#112233', powers: ['github'] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().plubot).toMatchObject({
      name: 'Renombrado',
      tone: 'sabio',
      color: '#112233',
      powers: ['github'],
    });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/plubots/${id}`,
      headers: owner.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await ctx.db.select().from(flows).where(eq(flows.plubotId, id))).toHaveLength(0);
    expect(await ctx.db.select().from(flowVersions).where(eq(flowVersions.plubotId, id))).toHaveLength(0);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/plubots/${id}`, headers: owner.auth })).statusCode,
    ).toBe(404);
  });

  it('requires a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/plubots' })).statusCode).toBe(401);
  });
});
