import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/apiClient';
import { createSimulationEffects } from './createSimulationEffects';
import type { SimulationEvent } from './simulationEvents';

function withApi(answer: (path: string, body: unknown) => unknown) {
  const events: SimulationEvent[] = [];
  const bodies: Array<[string, unknown]> = [];
  const effects = createSimulationEffects(
    (event) => events.push(event),
    async (name, body) => {
      bodies.push([name, body]);
      return (await answer(name, body)) as never;
    },
  );
  return { effects, events, bodies };
}

describe('createSimulationEffects', () => {
  it('performs HTTP requests through the test endpoint and hands the engine the response', async () => {
    const { effects, events, bodies } = withApi(() => ({
      success: true,
      ok: true,
      status: 200,
      data: { id: 7 },
      headers: { 'content-type': 'application/json' },
    }));
    const result = await effects.http?.({
      method: 'post',
      url: 'https://api.example.com/x',
      headers: { a: 'b' },
      body: '{"q":1}',
      timeoutMs: 10_000,
    });
    expect(result).toEqual({
      ok: true,
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"id":7}',
    });
    expect(bodies).toEqual([
      [
        'httpTest',
        { method: 'POST', url: 'https://api.example.com/x', headers: { a: 'b' }, body: '{"q":1}' },
      ],
    ]);
    expect(events).toEqual([{ kind: 'http', method: 'POST', url: 'https://api.example.com/x', status: 200 }]);
  });

  it('reports a request that never got a response as a failure', async () => {
    const { effects, events } = withApi(() => ({
      success: true,
      ok: false,
      error: 'timeout',
      message: 'Tiempo agotado',
    }));
    const result = await effects.http?.({
      method: 'GET',
      url: 'https://slow.example',
      headers: {},
      timeoutMs: 10_000,
    });
    expect(result).toEqual({ ok: false, error: 'timeout' });
    expect(events).toEqual([
      { kind: 'httpFailed', method: 'GET', url: 'https://slow.example', error: 'Tiempo agotado' },
    ]);
  });

  it('asks the AI endpoint and reports when AI is not configured', async () => {
    const ok = withApi(() => ({ success: true, response: 'Hola humano' }));
    expect(await ok.effects.ai?.({ prompt: 'hola', temperature: 9, maxTokens: 99_999 })).toEqual({
      ok: true,
      text: 'Hola humano',
    });
    expect(ok.bodies[0]).toEqual(['aiNode', { prompt: 'hola', temperature: 2, maxTokens: 4096 }]);

    const off = withApi(() => {
      throw new ApiError(503, 'La IA no está configurada.', 'AI_NOT_CONFIGURED');
    });
    expect(await off.effects.ai?.({ prompt: 'hola', temperature: 0.7, maxTokens: 100 })).toEqual({
      ok: false,
      error: 'AI_NOT_CONFIGURED',
    });
    expect(off.events).toEqual([{ kind: 'aiFailed', error: 'La IA no está configurada.' }]);
  });

  it('never performs e-mails, leads, notifications, webhooks or Discord posts', async () => {
    const { effects, events, bodies } = withApi(() => {
      throw new Error('must not be called');
    });
    await effects.sendEmail?.({ to: 'a@b.co', subject: 'Hola', body: 'x' });
    await effects.saveLead?.({ nombre: 'Ana', email: 'ana@x.co' });
    await effects.notify?.({ message: 'Nuevo lead' });
    await effects.webhook?.({ url: 'https://hooks.example/1', payload: {} });
    await effects.discord?.({ token: 'secret', channelId: '123', content: 'Hola' });
    expect(bodies).toEqual([]);
    expect(events).toEqual([
      { kind: 'email', to: 'a@b.co', subject: 'Hola' },
      { kind: 'lead', fields: 'nombre=Ana, email=ana@x.co' },
      { kind: 'notify', message: 'Nuevo lead' },
      { kind: 'webhook', url: 'https://hooks.example/1' },
      { kind: 'discord', channel: '123', content: 'Hola' },
    ]);
    expect(JSON.stringify(events)).not.toContain('secret');
  });
});

describe('the knowledge node in the simulation', () => {
  const found = (confident: boolean) => ({
    success: true as const,
    confident,
    answer: confident ? 'Llega en 48 horas.' : null,
    results: [
      {
        id: 'p',
        sourceId: 's',
        sourceTitle: 'Envíos',
        text: 'x',
        score: 3,
        confidence: confident ? 0.9 : 0.2,
      },
    ],
  });

  it('answers from the bot’s real knowledge when the search is sure, and says so', async () => {
    const events: SimulationEvent[] = [];
    const asked: string[] = [];
    const effects = createSimulationEffects((event) => events.push(event), undefined, {
      plubotId: 'bot-1',
      search: async (plubotId, query) => {
        asked.push(`${plubotId}:${query}`);
        return found(query.includes('pedido'));
      },
    });
    const request = { language: 'es' as const, useAi: true };
    expect(await effects.knowledge?.({ ...request, question: '¿cuándo llega mi pedido?' })).toEqual({
      ok: true,
      answered: true,
      text: 'Llega en 48 horas.',
      sources: ['Envíos'],
    });
    expect(await effects.knowledge?.({ ...request, question: '¿venden entradas?' })).toEqual({
      ok: true,
      answered: false,
    });
    expect(asked).toEqual(['bot-1:¿cuándo llega mi pedido?', 'bot-1:¿venden entradas?']);
    expect(events).toEqual([
      { kind: 'knowledge', sources: 'Envíos' },
      { kind: 'knowledgeUnknown', question: '¿venden entradas?' },
    ]);
  });

  it('fails plainly without a saved bot or when the search fails', async () => {
    const events: SimulationEvent[] = [];
    const request = { question: 'hola', language: 'es' as const, useAi: false };
    expect(await createSimulationEffects(() => undefined).knowledge?.(request)).toEqual({
      ok: false,
      error: 'no_bot',
    });
    const failing = createSimulationEffects((event) => events.push(event), undefined, {
      plubotId: 'bot-1',
      search: async () => {
        throw new Error('offline');
      },
    });
    expect(await failing.knowledge?.(request)).toEqual({ ok: false, error: 'knowledge_failed' });
    expect(events).toEqual([{ kind: 'knowledgeUnknown', question: 'hola' }]);
  });
});

describe('an AI node with the bot’s knowledge in the simulation', () => {
  const shipping = {
    id: 'p1',
    sourceId: 's1',
    sourceTitle: 'Preguntas de la tienda',
    heading: 'Envíos',
    text: '¿Cuánto tarda el envío?\nLos pedidos llegan en 48 horas.',
    score: 4,
    confidence: 0.8,
  };
  const weak = { ...shipping, id: 'p2', sourceTitle: 'Otra cosa', text: 'Nada que ver.', confidence: 0.1 };

  /** Effects whose search answers `results` (or throws `failure`), recording what is searched and sent. */
  function simulate(results: (typeof shipping)[], failure?: Error, plubotId: string | null = 'bot-1') {
    const events: SimulationEvent[] = [];
    const searched: string[] = [];
    const sent: unknown[] = [];
    const effects = createSimulationEffects(
      (event) => events.push(event),
      async (_name, body) => {
        sent.push(body);
        return { success: true, response: 'Respuesta' } as never;
      },
      {
        plubotId: plubotId ?? undefined,
        search: async (id, query) => {
          searched.push(`${id}:${query}`);
          if (failure) throw failure;
          return { success: true, confident: false, answer: null, results };
        },
      },
    );
    return { effects, events, searched, sent };
  }
  const request = { prompt: 'Responde', temperature: 0.7, maxTokens: 100 };

  it('searches the bot’s knowledge for the query and appends what is relevant to the system message', async () => {
    const { effects, events, searched, sent } = simulate([shipping, weak]);
    const asked = {
      ...request,
      systemMessage: 'Eres amable.',
      knowledgeQuery: '¿cuándo llega?',
      language: 'es' as const,
    };
    expect(await effects.ai?.(asked)).toEqual({ ok: true, text: 'Respuesta' });
    expect(searched).toEqual(['bot-1:¿cuándo llega?']);
    const system = (sent[0] as { systemMessage: string }).systemMessage;
    expect(system).toMatch(/^Eres amable\.\n\nInformación del negocio para responder al visitante\./u);
    expect(system).toContain(
      '[1] Preguntas de la tienda › Envíos\n¿Cuánto tarda el envío?\nLos pedidos llegan en 48 horas.',
    );
    expect(system).not.toContain('Nada que ver');
    expect(sent[0]).toMatchObject({ prompt: 'Responde', temperature: 0.7, maxTokens: 100 });
    expect(sent[0]).not.toHaveProperty('knowledgeQuery');
    expect(events).toEqual([{ kind: 'aiKnowledge', sources: 'Preguntas de la tienda' }, { kind: 'ai' }]);
  });

  it('gives the knowledge alone, in English, to a node without a system message', async () => {
    const { effects, sent } = simulate([shipping]);
    await effects.ai?.({ ...request, knowledgeQuery: 'delivery', language: 'en' });
    expect((sent[0] as { systemMessage: string }).systemMessage).toMatch(
      /^Information about the business .*\n\n\[1\] Preguntas de la tienda › Envíos\n/su,
    );
  });

  it('keeps the node’s system message when nothing relevant is found or the search fails', async () => {
    const none = simulate([weak]);
    await none.effects.ai?.({ ...request, systemMessage: 'Eres amable.', knowledgeQuery: 'entradas' });
    expect(none.sent).toEqual([{ ...request, systemMessage: 'Eres amable.' }]);
    expect(none.events).toEqual([{ kind: 'aiKnowledgeNone', question: 'entradas' }, { kind: 'ai' }]);

    const failed = simulate([], new ApiError(429, 'Demasiadas búsquedas', 'RATE_LIMITED'));
    expect(await failed.effects.ai?.({ ...request, knowledgeQuery: 'entradas' })).toEqual({
      ok: true,
      text: 'Respuesta',
    });
    expect(failed.sent).toEqual([request]);
    expect(failed.events).toEqual([
      { kind: 'aiKnowledgeFailed', error: 'Demasiadas búsquedas' },
      { kind: 'ai' },
    ]);
  });

  it('searches nothing without a query or a saved bot', async () => {
    const plain = simulate([shipping]);
    await plain.effects.ai?.({ ...request, systemMessage: 'Eres amable.' });
    expect(plain.searched).toEqual([]);
    expect(plain.sent).toEqual([{ ...request, systemMessage: 'Eres amable.' }]);
    const unsaved = simulate([shipping], undefined, null);
    await unsaved.effects.ai?.({ ...request, knowledgeQuery: 'envío' });
    expect(unsaved.searched).toEqual([]);
    expect(unsaved.events).toEqual([{ kind: 'ai' }]);
  });
});
