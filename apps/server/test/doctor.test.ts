import { doctorResponseSchema } from '@plubot/contracts';
import { applyDoctorFix, type DoctorFinding, type FlowGraph } from '@plubot/flow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelConnections, discordIntegrations, users, whatsappConnections } from '../src/db/schema';
import { sealSecret } from '../src/lib/secretBox';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

const start = { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } };
const end = {
  id: 'end-1',
  type: 'end',
  position: { x: 0, y: 600 },
  data: { label: 'Fin', endMessage: 'Adiós' },
};
const edge = (id: string, source: string, target: string) => ({ id, source, target, type: 'elite-edge' });

/** Start → a question, and nothing after it: no conversation can reach an End. */
const flowWithoutEnd = {
  flowName: 'Sin final',
  nodes: [
    start,
    {
      id: 'message-1',
      type: 'message',
      position: { x: 0, y: 200 },
      data: { label: 'Pregunta', message: '¿En qué te ayudo?' },
    },
  ],
  edges: [edge('e1', 'start-1', 'message-1')],
};

/** Start → an AI node with its prompt → End: fine wherever an AI provider is configured. */
const flowWithAi = {
  flowName: 'Con IA',
  nodes: [
    start,
    {
      id: 'ai-1',
      type: 'ai',
      position: { x: 0, y: 200 },
      data: {
        label: 'Respuesta con IA',
        promptTemplate: 'Responde con amabilidad: {{last_input}}',
        systemMessage: '',
        temperature: 0.7,
        maxTokens: 300,
        responseVariable: 'ai_response',
        streaming: false,
        isCollapsed: false,
      },
    },
    end,
  ],
  edges: [edge('e1', 'start-1', 'ai-1'), edge('e2', 'ai-1', 'end-1')],
};

/** Start → a Discord node without its own token → End. */
const flowWithDiscord = {
  flowName: 'Con Discord',
  nodes: [
    start,
    {
      id: 'discord-1',
      type: 'discord',
      position: { x: 0, y: 200 },
      data: {
        label: 'Aviso al equipo',
        icon: '🎮',
        discordToken: '',
        channelId: '123456789012345678',
        messageContent: 'Nuevo contacto',
      },
    },
    end,
  ],
  edges: [edge('e1', 'start-1', 'discord-1'), edge('e2', 'discord-1', 'end-1')],
};

describe.each(testDatabaseKinds)('Bot Doctor API on %s', (kind) => {
  let ctx: Ctx;
  let owner: Owner;
  let stranger: Owner;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    owner = await createVerifiedUser(ctx.app, 'doctor@plubot.com');
    stranger = await createVerifiedUser(ctx.app, 'doctor-ajeno@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function botWithFlow(flow: object, name = 'Doctor') {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name, tone: 'neutral' },
    });
    const id = created.json().plubot.id as string;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${id}/flow`,
      headers: owner.auth,
      payload: { ...flow, baseRevision: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return id;
  }
  const doctor = async (id: string, who: Owner = owner) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${id}/doctor`,
      headers: who.auth,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const health = async (who: Owner = owner) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/plubots/doctor', headers: who.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().bots as { plubotId: string; score: number; blocking: number; findings: number }[];
  };
  const ruleFindings = (findings: DoctorFinding[], rule: string) => findings.filter((f) => f.rule === rule);

  it('reports a bot no conversation can finish as blocking, with a lower score, on the report and the card', async () => {
    const id = await botWithFlow(flowWithoutEnd);
    const { status, body } = await doctor(id);
    expect(status).toBe(200);
    expect(doctorResponseSchema.safeParse(body).error).toBeUndefined();
    const noEnd = ruleFindings(body.report.findings, 'noReachableEnd');
    expect(noEnd).toHaveLength(1);
    expect(noEnd[0]).toMatchObject({ severity: 'blocking', message: { code: 'doctor.noReachableEnd' } });
    expect(noEnd[0]?.fixes?.map((fix) => fix.label.code)).toEqual(['doctor.fix.noReachableEnd']);
    expect(body.report.blocking).toBeGreaterThanOrEqual(1);
    expect(body.report.score).toBeLessThan(100);

    const card = (await health()).find((bot) => bot.plubotId === id);
    expect(card).toEqual({
      plubotId: id,
      score: body.report.score,
      blocking: body.report.blocking,
      findings: body.report.findings.length,
    });
  });

  it('no longer reports a finding once its one-click fix is saved', async () => {
    const id = await botWithFlow(flowWithoutEnd, 'Arreglado');
    const before = (await doctor(id)).body;
    const finding = ruleFindings(before.report.findings, 'noReachableEnd')[0] as DoctorFinding;
    const stored = (
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${id}/flow`, headers: owner.auth })
    ).json().flow;
    const fixed: FlowGraph = applyDoctorFix({ nodes: stored.nodes, edges: stored.edges }, finding);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${id}/flow`,
      headers: owner.auth,
      payload: { flowName: stored.flowName, ...fixed, baseRevision: stored.revision },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = (await doctor(id)).body;
    expect(ruleFindings(after.report.findings, 'noReachableEnd')).toEqual([]);
    expect(after.report.blocking).toBeLessThan(before.report.blocking);
    expect(after.report.score).toBeGreaterThan(before.report.score);
    expect((await health()).find((bot) => bot.plubotId === id)?.blocking).toBe(after.report.blocking);
  });

  it('offers to connect leftovers a missing connection cut off before offering to delete them', async () => {
    const id = await botWithFlow(
      {
        flowName: 'Una conexión menos',
        nodes: [
          ...flowWithoutEnd.nodes,
          {
            id: 'message-2',
            type: 'message',
            position: { x: 0, y: 400 },
            data: { label: 'Despedida', message: 'Gracias' },
          },
          end,
        ],
        edges: [...flowWithoutEnd.edges, edge('e2', 'message-2', 'end-1')],
      },
      'Sobrantes',
    );
    const { status, body } = await doctor(id);
    expect(status).toBe(200);
    expect(doctorResponseSchema.safeParse(body).error).toBeUndefined();
    const [leftovers] = ruleFindings(body.report.findings, 'unreachableNode');
    expect(leftovers?.fixes?.map((fix) => [fix.label.message, fix.destructive])).toEqual([
      ['Conectar «Pregunta» con «Despedida»', false],
      ['Borrar este nodo sobrante', true],
    ]);
  });

  it("refuses another user's bot as not found and leaves it off their health list", async () => {
    const id = await botWithFlow(flowWithoutEnd, 'Privado');
    const refused = await doctor(id, stranger);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('PLUBOT_NOT_FOUND');
    expect((await health(stranger)).map((bot) => bot.plubotId)).not.toContain(id);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/plubots/${id}/doctor` });
    expect(anonymous.statusCode).toBe(401);
    expect((await doctor('no-es-un-id')).status).toBe(400);
  });

  it("judges nodes by this server's services and the owner's plan and integrations", async () => {
    const aiBot = await botWithFlow(flowWithAi, 'Con IA');
    const { body } = await doctor(aiBot);
    expect(body.context).toEqual({
      maxMenuButtons: 3,
      // Outside production the development outbox delivers mail where the operator reads it.
      // A free plan without trials: every Pro power is locked (a node with one does not act).
      services: { ai: false, mail: true, discord: false, lockedPowers: expect.arrayContaining(['telegram']) },
      // The bot's welcome from the creation lab, which the privacy check reads too.
      initialMessage: expect.any(String),
      // Its knowledge sources by state (issue #30): none yet.
      knowledge: { ready: 0, failed: 0, processing: 0 },
      // The messaging channels it answers on (issue #33): none connected.
      channels: [],
    });
    const aiMissing = ruleFindings(body.report.findings, 'serviceUnavailable');
    expect(aiMissing.map((finding) => finding.nodeIds)).toEqual([['ai-1']]);
    expect(aiMissing[0]?.severity).toBe('blocking');

    const discordBot = await botWithFlow(flowWithDiscord, 'Discord');
    const unreachable = ruleFindings((await doctor(discordBot)).body.report.findings, 'serviceUnavailable');
    expect(unreachable.map((finding) => finding.nodeIds)).toEqual([['discord-1']]);

    // A refused integration does not count; an accepted one reaches the node without its own token.
    const integration = { userId: owner.user.id, name: 'Avisos', botUsername: 'Avisos' };
    await ctx.db.insert(discordIntegrations).values({
      ...integration,
      sealedToken: sealSecret(ctx.config.ENCRYPTION_KEY, 'MTIz.revocado'),
      status: 'error',
    });
    expect((await doctor(discordBot)).body.context.services.discord).toBe(false);
    await ctx.db.insert(discordIntegrations).values({
      ...integration,
      sealedToken: sealSecret(ctx.config.ENCRYPTION_KEY, 'MTIz.aceptado'),
      status: 'active',
    });
    const connected = (await doctor(discordBot)).body;
    expect(connected.context.services.discord).toBe(true);
    expect(ruleFindings(connected.report.findings, 'serviceUnavailable')).toEqual([]);

    await ctx.db.update(users).set({ plan: 'starter' }).where(eq(users.id, owner.user.id));
    expect((await doctor(aiBot)).body.context.maxMenuButtons).toBeNull();
    await ctx.db.update(users).set({ plan: 'free' }).where(eq(users.id, owner.user.id));
  });

  it('judges menus, option titles and texts on the channels the bot answers on', async () => {
    await ctx.db.update(users).set({ plan: 'starter' }).where(eq(users.id, owner.user.id));
    const options = ['Precios', 'Horario', 'Ubicación', 'Reservas', 'Quiero hablar con una persona'];
    const id = await botWithFlow(
      {
        flowName: 'En canales',
        nodes: [
          start,
          {
            id: 'menu-1',
            type: 'decision',
            position: { x: 0, y: 200 },
            data: {
              label: 'Menú',
              question: '¿En qué te ayudo?',
              conditions: options.map((text, at) => ({ id: `c${at}`, text })),
            },
          },
          {
            id: 'message-1',
            type: 'message',
            position: { x: 0, y: 400 },
            data: { label: 'Condiciones', message: 'Lee esto con calma. '.repeat(250) },
          },
          end,
        ],
        edges: [
          edge('e1', 'start-1', 'menu-1'),
          edge('e2', 'menu-1', 'message-1'),
          edge('e3', 'message-1', 'end-1'),
        ],
      },
      'En canales',
    );
    const channelRules = ['menuShapeOnChannel', 'buttonLabelTooLongForChannel', 'messageTooLongForChannel'];
    const channelFindings = (findings: DoctorFinding[]) =>
      findings.filter((finding) => channelRules.includes(finding.rule));
    // Not connected anywhere: nothing to say about channels.
    const alone = (await doctor(id)).body;
    expect(alone.context.channels).toEqual([]);
    expect(channelFindings(alone.report.findings)).toEqual([]);

    const connection = {
      sealedCredentials: 'sellado',
      webhookSecretHash: 'hash',
      status: 'connected' as const,
    };
    await ctx.db.insert(channelConnections).values([
      { plubotId: id, channel: 'telegram', ...connection },
      { plubotId: id, channel: 'whatsapp-cloud', ...connection },
    ]);
    const { status, body } = await doctor(id);
    expect(status).toBe(200);
    expect(doctorResponseSchema.safeParse(body).error).toBeUndefined();
    expect(body.context.channels).toEqual(['whatsapp-cloud', 'telegram']);
    const found = channelFindings(body.report.findings).map((finding) => [
      finding.id,
      finding.severity,
      finding.message.params,
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['menuShapeOnChannel:menu-1', 'tip', { label: 'Menú', count: 5, max: 3 }],
        [
          'buttonLabelTooLongForChannel:menu-1',
          'tip',
          { label: 'Menú', channels: 'WhatsApp', max: 24, options: '«Quiero hablar con una persona»' },
        ],
        [
          'messageTooLongForChannel:message-1',
          'tip',
          { label: 'Condiciones', length: 4999, max: 4096, parts: 2, channels: 'WhatsApp, Telegram' },
        ],
      ]),
    );
    expect(found).toHaveLength(3);
    const card = (await health()).find((bot) => bot.plubotId === id);
    expect(card?.findings).toBe(body.report.findings.length);

    // Linked by QR too: one tip for the whole bot, as that WhatsApp sends every menu as a numbered text.
    await ctx.db.insert(whatsappConnections).values({ plubotId: id, status: 'connected' });
    const linked = (await doctor(id)).body;
    expect(linked.context.channels).toEqual(['whatsapp', 'whatsapp-cloud', 'telegram']);
    expect(
      ruleFindings(linked.report.findings, 'menuShapeOnChannel').map((finding) => finding.nodeIds),
    ).toEqual([[], ['menu-1']]);
    await ctx.db.update(users).set({ plan: 'free' }).where(eq(users.id, owner.user.id));
  });
});

describe('Bot Doctor on a server with an AI provider', () => {
  let ctx: Ctx;
  let owner: Owner;
  beforeAll(async () => {
    // Nothing is called: the address only tells the Doctor that an AI provider is configured.
    ctx = await buildTestApp('pglite', { AI_BASE_URL: 'http://127.0.0.1:9/v1' });
    owner = await createVerifiedUser(ctx.app, 'doctor-ia@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('does not flag an AI node', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Con IA', tone: 'neutral' },
    });
    const id = created.json().plubot.id as string;
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${id}/flow`,
      headers: owner.auth,
      payload: { ...flowWithAi, baseRevision: 1 },
    });
    const body = (
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${id}/doctor`, headers: owner.auth })
    ).json();
    expect(body.context.services.ai).toBe(true);
    expect(body.report.findings.filter((f: DoctorFinding) => f.rule === 'serviceUnavailable')).toEqual([]);
  });
});
