import { templatesResponseSchema } from '@plubot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';

describe.each(testDatabaseKinds)('templates on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    owner = await createVerifiedUser(ctx.app, 'plantillas@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const listTemplates = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/templates' });
    expect(response.statusCode).toBe(200);
    return templatesResponseSchema.parse(response.json()).templates;
  };
  const createBot = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/plubots/create', payload, headers: owner.auth });
  const flowOf = async (id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/plubots/${id}/flow`, headers: owner.auth })).json()
      .flow as { flowName: string; nodes: { id: string }[]; edges: { id: string }[]; revision: number };

  it('GET /api/templates lists every template to anyone, with its texts, counts and flow', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/templates' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const templates = templatesResponseSchema.parse(response.json()).templates;
    expect(templates.length).toBeGreaterThanOrEqual(8);
    expect(templates[0]).toMatchObject({
      id: 'atencion-al-cliente',
      icon: '💬',
      category: 'support',
      name: { es: 'Atención al Cliente', en: 'Customer Service' },
    });
    for (const template of templates) {
      expect(template.nodeCount).toBe(template.flow.nodes.length);
      expect(template.edgeCount).toBe(template.flow.edges.length);
    }
  });

  it('creates a bot from a template: it starts with the flow and answers with the template’s first message', async () => {
    const template = (await listTemplates()).find((candidate) => candidate.id === 'reservas-restaurante');
    if (!template) throw new Error('no reservas-restaurante template');
    const created = await createBot({ name: 'Trattoria', templateId: template.id });
    expect(created.statusCode).toBe(201);
    const bot = created.json().plubot as { id: string; public_id: string };

    const flow = await flowOf(bot.id);
    expect(flow).toMatchObject({ flowName: 'Reservas de Restaurante', revision: 1 });
    expect(flow.nodes.map((node) => node.id)).toEqual(template.flow.nodes.map((node) => node.id));
    expect(flow.edges).toHaveLength(template.edgeCount);

    const start = await ctx.app.inject({ method: 'POST', url: `/api/chat/${bot.public_id}/start` });
    expect(start.statusCode).toBe(200);
    expect(start.json().messages.map((message: { text: string }) => message.text)).toEqual([
      '¡Hola! Bienvenido a nuestro restaurante. Te ayudo a reservar una mesa.',
      '¿A nombre de quién hacemos la reserva?',
    ]);
    let sessionId: string = start.json().sessionId;
    let last: { ended: boolean; messages: { text: string }[] } = start.json();
    for (const text of ['Familia Ruiz', '4', 'viernes 14', '20:30', '+34 600 111 222']) {
      const turn = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${sessionId}/reply`,
        headers: visitorHeaders(start.json()),
        payload: { text },
      });
      expect(turn.statusCode).toBe(200);
      last = turn.json();
      sessionId = turn.json().sessionId ?? sessionId;
    }
    expect(last.ended).toBe(true);
    expect(last.messages.at(-1)?.text).toBe(
      '¡Listo, Familia Ruiz! Mesa para 4 el viernes 14 a las 20:30. Te llamaremos al +34 600 111 222 si hay algún cambio.',
    );
    const leads = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/leads`,
      headers: owner.auth,
    });
    expect(leads.json().leads.map((lead: { data: unknown }) => lead.data)).toEqual([
      {
        nombre: 'Familia Ruiz',
        personas: 4,
        fecha: 'viernes 14',
        hora: '20:30',
        telefono: '+34 600 111 222',
      },
    ]);
  });

  it('starts a bot from the initial flow when the template is unknown or not given', async () => {
    for (const payload of [{ name: 'Sin plantilla' }, { name: 'Desconocida', templateId: 'no-existe' }]) {
      const created = await createBot(payload);
      expect(created.statusCode).toBe(201);
      const flow = await flowOf(created.json().plubot.id);
      // The start node holds the greeting the bot sends: its welcome message.
      expect(flow.nodes).toEqual([
        {
          id: 'start-1',
          type: 'start',
          position: { x: 100, y: 100 },
          data: { label: 'Inicio', dynamicContent: `¡Hola! Soy ${payload.name}. ¿En qué puedo ayudarte?` },
        },
      ]);
      expect(flow.edges).toEqual([]);
    }
  });
});
