import { describe, expect, it, vi } from 'vitest';
import type { EngineEffects } from '../model/engineEffects';
import { converse, node, testFlow, texts } from '../testing/testFlow';

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
