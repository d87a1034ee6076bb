import { knowledgeSourceResponseSchema, VISITOR_TOKEN_HEADER } from '@plubot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { edges, node } from './flowSpecs';
import { waitForSource } from './knowledgeFixtures';
import { startLocalHttpReceiver } from './localHttpReceiver';
import { publishDraft } from './publishing';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

const FAQ = [
  {
    question: '¿Cuánto tarda el envío?',
    answer: 'Los pedidos a la Península llegan en 48 horas laborables.',
  },
  {
    question: '¿Puedo devolver un producto?',
    answer: 'Sí, tienes 30 días desde la entrega para devolverlo gratis.',
  },
];

const OWN_SYSTEM_MESSAGE = 'Eres el asistente de Tienda Nova. Responde en una frase.';

/** A question captured in `pregunta`, the «Asistente IA» node (its knowledge switch as given), the end. */
function aiFlow(useKnowledge: boolean | undefined) {
  return {
    nodes: [
      node('start', 'start'),
      node('message', 'ask', {
        message: '¿Qué quieres saber?',
        capture: { enabled: true, variable: 'pregunta' },
      }),
      node('ai', 'assistant', {
        promptTemplate: 'Responde al cliente: {{pregunta}}',
        systemMessage: OWN_SYSTEM_MESSAGE,
        ...(useKnowledge === undefined ? {} : { useKnowledge }),
      }),
      node('end', 'end', { endMessage: 'Gracias' }),
    ],
    edges: edges('start->ask', 'ask->assistant', 'assistant->end'),
  };
}

interface CompletionBody {
  messages: { role: string; content: string }[];
}

// An AI node with «Usar el conocimiento del bot» on (issue #30) on the public chat: the server
// searches the bot's knowledge for the visitor's reply and adds what it finds to the system message
// it sends the AI provider (a local stand-in speaking the OpenAI protocol); with the switch off, the
// AI gets the owner's system message alone.
describe.each(testDatabaseKinds)('an AI node answering with the bot’s knowledge on %s', (kind) => {
  let ai: Awaited<ReturnType<typeof startLocalHttpReceiver>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let bot: { id: string; public_id: string };

  beforeAll(async () => {
    ai = await startLocalHttpReceiver(() => ({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Respuesta de la IA.' } }] }),
    }));
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      KNOWLEDGE_SWEEP_MS: '0',
      AI_BASE_URL: `http://127.0.0.1:${ai.port}/v1`,
      AI_MODEL: 'stand-in',
    });
    owner = await createVerifiedUser(ctx.app, `knowledge-ai-node-${kind}@plubot.test`);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Tienda Nova', tone: 'neutral' },
    });
    bot = created.json().plubot as { id: string; public_id: string };
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${bot.id}/knowledge/sources`,
      headers: owner.auth,
      payload: { kind: 'faq', title: 'Preguntas de la tienda', pairs: FAQ },
    });
    await waitForSource(
      ctx.app,
      owner.auth,
      bot.id,
      knowledgeSourceResponseSchema.parse(added.json()).source.id,
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await ai?.close();
  });

  /** Saves and publishes the flow, then a stranger asks `question`: what the bot says and what the AI got. */
  async function askWith(useKnowledge: boolean | undefined, question: string) {
    const revision = (
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${bot.id}/flow`, headers: owner.auth })
    ).json().flow.revision as number;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: owner.auth,
      payload: { ...aiFlow(useKnowledge), viewport: { x: 0, y: 0, zoom: 1 }, baseRevision: revision },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await publishDraft(ctx.app, owner.auth, bot.id);
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${bot.public_id}/start`,
      payload: {},
      remoteAddress: nextVisitorAddress(),
    });
    const { sessionId, visitorToken } = started.json() as { sessionId: string; visitorToken: string };
    const before = ai.received.length;
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${sessionId}/reply`,
      headers: { [VISITOR_TOKEN_HEADER]: visitorToken },
      payload: { text: question },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(ai.received).toHaveLength(before + 1);
    const body = JSON.parse(ai.received.at(-1)?.body ?? '{}') as CompletionBody;
    const said = (answered.json() as { messages: { text: string }[] }).messages.map(
      (message) => message.text,
    );
    return { said, messages: body.messages };
  }

  it('adds the passages matching the visitor’s question to the system message, after the owner’s', async () => {
    const { said, messages } = await askWith(true, 'cuanto tardan en llegar los pedidos?');
    expect(said).toEqual(['Respuesta de la IA.', 'Gracias']);
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    const system = messages[0]?.content ?? '';
    expect(system.startsWith(`${OWN_SYSTEM_MESSAGE}\n\nInformación del negocio`)).toBe(true);
    expect(system).toContain('Nunca inventes precios, fechas ni políticas');
    expect(system).toContain(
      '[1] Preguntas de la tienda\n¿Cuánto tarda el envío?\nLos pedidos a la Península llegan en 48 horas laborables.',
    );
    expect(messages[1]?.content).toBe('Responde al cliente: cuanto tardan en llegar los pedidos?');
  });

  it('sends the owner’s system message alone when nothing in the knowledge matches', async () => {
    const { messages } = await askWith(true, '¿Venden entradas para el concierto?');
    expect(messages[0]).toEqual({ role: 'system', content: OWN_SYSTEM_MESSAGE });
  });

  it('leaves the knowledge out with the switch off or never set', async () => {
    for (const useKnowledge of [false, undefined]) {
      const { said, messages } = await askWith(useKnowledge, 'cuanto tardan en llegar los pedidos?');
      expect(said[0]).toBe('Respuesta de la IA.');
      expect(messages[0]).toEqual({ role: 'system', content: OWN_SYSTEM_MESSAGE });
      expect(JSON.stringify(messages)).not.toContain('48 horas');
    }
  });
});
