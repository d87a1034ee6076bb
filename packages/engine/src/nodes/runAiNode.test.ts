import { describe, expect, it, vi } from 'vitest';
import { AI_NOT_CONFIGURED, type AiEffectRequest, type EngineEffects } from '../model/engineEffects';
import { converse, node, testFlow, texts } from '../testing/testFlow';
import { MAX_AI_KNOWLEDGE_QUERY_LENGTH } from './runAiNode';

const flowWith = (type: string, data: Record<string, unknown>) =>
  testFlow(
    [
      node('s', 'start'),
      node('a', type, data),
      node('m', 'message', { message: 'Guardado: {{respuesta}}' }),
      node('e', 'end'),
    ],
    ['s->a', 'a->m', 'm->e'],
  );

describe('ai and aiNodePro nodes', () => {
  it('asks the AI with the interpolated prompt and system message, stores and sends the reply', async () => {
    const effects: EngineEffects = { ai: vi.fn(async () => ({ ok: true as const, text: ' Hola Ana ' })) };
    const data = {
      promptTemplate: 'Saluda a {{nombre}}',
      systemMessage: 'Eres {{bot}}',
      responseVariable: 'respuesta',
    };
    const [result] = await converse(flowWith('ai', data), [], {
      effects,
      context: { variables: { nombre: 'Ana', bot: 'Plubot' } },
    });
    expect(effects.ai).toHaveBeenCalledWith({
      prompt: 'Saluda a Ana',
      systemMessage: 'Eres Plubot',
      temperature: 0.7,
      maxTokens: 512,
    });
    expect(texts(result!)).toEqual(['Hola Ana', 'Guardado: Hola Ana']);
  });

  it('uses AI Pro defaults, prefers its prompt and keeps settings within range', async () => {
    const ai = vi.fn(async () => ({ ok: true as const, text: 'ok' }));
    await converse(flowWith('aiNodePro', { prompt: 'P', promptTemplate: 'T' }), [], { effects: { ai } });
    expect(ai).toHaveBeenLastCalledWith({ prompt: 'P', temperature: 0.6, maxTokens: 200 });
    await converse(flowWith('aiNodePro', { prompt: 'P', temperature: 5, maxTokens: 10 }), [], {
      effects: { ai },
    });
    expect(ai).toHaveBeenLastCalledWith({ prompt: 'P', temperature: 1, maxTokens: 50 });
    await converse(flowWith('ai', { promptTemplate: 'T', temperature: -1, maxTokens: 0.4 }), [], {
      effects: { ai },
    });
    expect(ai).toHaveBeenLastCalledWith({ prompt: 'T', temperature: 0, maxTokens: 1 });
  });

  it('stores the reply in ai_response by default', async () => {
    const effects: EngineEffects = { ai: async () => ({ ok: true, text: 'respuesta' }) };
    const [result] = await converse(flowWith('ai', { promptTemplate: 'x' }), [], { effects });
    expect(result!.state.variables.ai_response).toBe('respuesta');
  });

  it('says the AI is not configured when the host has none, and moves on', async () => {
    const [result] = await converse(flowWith('ai', { promptTemplate: 'x' }));
    expect(texts(result!)).toEqual([
      'La inteligencia artificial no está configurada para este bot.',
      'Guardado:',
    ]);
  });

  it('says the AI is not configured when the host’s AI finds none for this bot', async () => {
    const ai = async () => ({ ok: false as const, error: AI_NOT_CONFIGURED });
    const [result] = await converse(flowWith('ai', { promptTemplate: 'x' }), [], { effects: { ai } });
    expect(texts(result!)[0]).toBe('La inteligencia artificial no está configurada para este bot.');
    expect(result!.trace.some((entry) => entry.event === 'ai-not-configured')).toBe(true);
  });

  it('says it could not answer when the AI fails or returns nothing', async () => {
    for (const ai of [
      async () => ({ ok: false as const, error: '500' }),
      async () => ({ ok: true as const, text: ' ' }),
    ]) {
      const [result] = await converse(flowWith('ai', { promptTemplate: 'x' }), [], { effects: { ai } });
      expect(texts(result!)[0]).toBe('No pude obtener una respuesta de la inteligencia artificial.');
    }
  });

  it('skips a node with neither prompt nor system message', async () => {
    const ai = vi.fn();
    const [result] = await converse(flowWith('ai', { promptTemplate: ' ', systemMessage: '' }), [], {
      effects: { ai },
    });
    expect(ai).not.toHaveBeenCalled();
    expect(texts(result!)).toEqual(['Guardado:']);
  });
});

describe('AI nodes answering with the bot’s knowledge', () => {
  /** Start → a question captured in `duda` → the AI node → end. */
  const askedFlow = (type: string, data: Record<string, unknown>) =>
    testFlow(
      [
        node('s', 'start'),
        node('ask', 'message', { message: '¿Qué quieres saber?', capture: { variable: 'duda' } }),
        node('a', type, data),
        node('e', 'end'),
      ],
      ['s->ask', 'ask->a', 'a->e'],
    );
  const recorder = () => {
    const requests: AiEffectRequest[] = [];
    const effects: EngineEffects = {
      ai: async (request) => {
        requests.push(request);
        return { ok: true, text: 'ok' };
      },
    };
    return { requests, effects };
  };

  it('searches the knowledge for the visitor’s latest reply, trimmed, in the conversation’s language', async () => {
    for (const [type, prompt] of [
      ['ai', { promptTemplate: 'Responde a {{duda}}' }],
      ['aiNodePro', { prompt: 'Responde a {{duda}}' }],
    ] as const) {
      const { requests, effects } = recorder();
      await converse(askedFlow(type, { ...prompt, useKnowledge: true }), [{ text: '  ¿Hacen envíos?  ' }], {
        effects,
        context: { language: 'en' },
      });
      expect(requests).toEqual([
        {
          prompt: 'Responde a ¿Hacen envíos?',
          temperature: type === 'ai' ? 0.7 : 0.6,
          maxTokens: type === 'ai' ? 512 : 200,
          knowledgeQuery: '¿Hacen envíos?',
          language: 'en',
        },
      ]);
    }
  });

  it('searches for the rendered prompt when the visitor has not replied yet, in Spanish by default', async () => {
    const { requests, effects } = recorder();
    const data = { promptTemplate: '  Horario de {{tienda}}  ', useKnowledge: true };
    await converse(flowWith('ai', data), [], { effects, context: { variables: { tienda: 'Nova' } } });
    expect(requests[0]).toMatchObject({ knowledgeQuery: 'Horario de Nova', language: 'es' });
  });

  it('cuts a long query to 300 characters, never through an emoji', async () => {
    const { requests, effects } = recorder();
    const reply = `${'a'.repeat(MAX_AI_KNOWLEDGE_QUERY_LENGTH - 1)}😀 y más`;
    await converse(askedFlow('ai', { promptTemplate: 'x', useKnowledge: true }), [{ text: reply }], {
      effects,
    });
    expect(requests[0]?.knowledgeQuery).toBe('a'.repeat(MAX_AI_KNOWLEDGE_QUERY_LENGTH - 1));
    const { requests: longer, effects: second } = recorder();
    await converse(
      askedFlow('ai', { promptTemplate: 'x', useKnowledge: true }),
      [{ text: 'b'.repeat(500) }],
      {
        effects: second,
      },
    );
    expect(longer[0]?.knowledgeQuery).toBe('b'.repeat(MAX_AI_KNOWLEDGE_QUERY_LENGTH));
  });

  it('sends no query with the switch off, never set, or nothing to search for', async () => {
    for (const useKnowledge of [false, undefined, 'true']) {
      const { requests, effects } = recorder();
      await converse(askedFlow('ai', { promptTemplate: 'x', useKnowledge }), [{ text: 'envíos' }], {
        effects,
      });
      expect(requests[0]).not.toHaveProperty('knowledgeQuery');
      expect(requests[0]).not.toHaveProperty('language');
    }
    const { requests, effects } = recorder();
    await converse(
      flowWith('ai', { promptTemplate: ' ', systemMessage: 'Eres útil', useKnowledge: true }),
      [],
      {
        effects,
      },
    );
    expect(requests).toEqual([{ prompt: '', systemMessage: 'Eres útil', temperature: 0.7, maxTokens: 512 }]);
  });
});
