import { knowledgeSourceResponseSchema, unansweredResponseSchema } from '@plubot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { askAsStranger, publishKnowledgeFlow, waitForSource } from './knowledgeFixtures';
import { startLocalHttpReceiver } from './localHttpReceiver';
import { testDatabaseKinds } from './testDatabases';

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

/** What the OpenAI-compatible stand-in answers: its completion text for the prompt it got. */
type Composer = (prompt: string) => string;

// The «Responder con conocimiento» node on the public chat (issue #30): without an AI provider it
// answers with the best passage and its source; with one (a local stand-in speaking the OpenAI
// protocol) it answers in words composed only from the passages; what it does not know goes to a
// person and to the owner's 'Preguntas sin respuesta', where one answer makes it known next time.
describe.each(testDatabaseKinds)('answering from knowledge on %s', (kind) => {
  let ai: Awaited<ReturnType<typeof startLocalHttpReceiver>>;
  let compose: Composer = () => 'NO_LO_SE';
  const apps: Awaited<ReturnType<typeof buildTestApp>>[] = [];

  beforeAll(async () => {
    ai = await startLocalHttpReceiver((request) => {
      const body = JSON.parse(request.body || '{}') as { messages?: { content: string }[] };
      const prompt = (body.messages ?? []).map((message) => message.content).join('\n');
      return {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ choices: [{ message: { role: 'assistant', content: compose(prompt) } }] }),
      };
    });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await ai?.close();
  });

  /** A server (with or without the AI stand-in) and a published bot with the FAQ, ready. */
  async function botWithKnowledge(withAi: boolean) {
    const ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      KNOWLEDGE_SWEEP_MS: '0',
      ...(withAi ? { AI_BASE_URL: `http://127.0.0.1:${ai.port}/v1`, AI_MODEL: 'stand-in' } : {}),
    });
    apps.push(ctx);
    const owner = await createVerifiedUser(ctx.app, `knowledge-chat-${withAi}-${kind}@plubot.test`);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Tienda Nova', tone: 'neutral' },
    });
    const bot = created.json().plubot as { id: string; public_id: string };
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
    await publishKnowledgeFlow(ctx.app, owner.auth, bot.id);
    const ask = (question: string) => askAsStranger(ctx.app, bot.public_id, question);
    return { ctx, owner, bot, ask };
  }

  it('answers with the best passage and its source, and hands what it does not know to a person', async () => {
    const { ctx, owner, bot, ask } = await botWithKnowledge(false);
    const known = await ask('cuanto tardan en llegar los pedidos?');
    expect(known.texts.slice(0, 2)).toEqual([
      'Los pedidos a la Península llegan en 48 horas laborables.',
      'Fuente: Preguntas de la tienda',
    ]);
    expect(known.handoff).toBeUndefined();

    const unknown = await ask('¿Venden entradas para el concierto?');
    expect(unknown.texts).toContain('Te paso con alguien del equipo.');
    expect(unknown.handoff).toMatchObject({ status: 'waiting' });

    const listed = unansweredResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/plubots/${bot.id}/knowledge/unanswered`,
          headers: owner.auth,
        })
      ).json(),
    );
    expect(listed.groups.map((group) => group.question)).toEqual(['¿Venden entradas para el concierto?']);
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${bot.id}/knowledge/unanswered/answer`,
      headers: owner.auth,
      payload: {
        questionIds: listed.groups[0]?.questionIds,
        question: '¿Venden entradas para el concierto?',
        answer: 'Sí, las entradas del concierto se venden en la caja de la tienda.',
      },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const source = knowledgeSourceResponseSchema.parse(answered.json()).source;
    expect(source.title).toBe('Respuestas añadidas');
    await waitForSource(ctx.app, owner.auth, bot.id, source.id);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/plubots/${bot.id}/knowledge/unanswered`,
          headers: owner.auth,
        })
      ).json().groups,
    ).toEqual([]);
    expect((await ask('venden entradas del concierto')).texts[0]).toContain('se venden en la caja');
  });

  it('with an AI provider, answers in words made only from the passages, never with what they do not say', async () => {
    const { ask } = await botWithKnowledge(true);
    compose = (prompt) =>
      prompt.includes('48 horas') ? 'Tu pedido llega en 48 horas laborables a la Península [1].' : 'NO_LO_SE';
    expect((await ask('cuanto tarda mi pedido')).texts.slice(0, 2)).toEqual([
      'Tu pedido llega en 48 horas laborables a la Península.',
      'Fuente: Preguntas de la tienda',
    ]);
    const prompt = ai.received.at(-1)?.body ?? '';
    expect(prompt).toContain('[1]');
    expect(prompt).toContain('NO_LO_SE');
    // In the bot's own name and personality (the creation lab's «neutral»).
    expect(prompt).toContain('You are Tienda Nova');
    expect(prompt).toContain('friendly and neutral');

    // An invented answer is not sent: the bot falls back on the passage itself.
    compose = () => 'Tu pedido llega mañana gratis con drones a cualquier país del mundo.';
    expect((await ask('cuanto tarda mi pedido')).texts[0]).toBe(
      'Los pedidos a la Península llegan en 48 horas laborables.',
    );
    // The AI does not know and nothing matches: a person is called.
    compose = () => 'NO_LO_SE';
    expect((await ask('¿Tienen tarjetas regalo para cumpleaños?')).handoff).toMatchObject({
      status: 'waiting',
    });
  });
});
