import { describe, expect, it } from 'vitest';
import type { EngineEffects, KnowledgeEffectRequest, KnowledgeEffectResult } from '../model/engineEffects';
import { converse, events, last, node, testFlow, texts } from '../testing/testFlow';
import { MAX_KNOWLEDGE_QUESTION_LENGTH } from './runKnowledgeNode';

/** Asks for a question, answers it from knowledge, then «Sigo aquí» — or a person when unknown. */
function knowledgeFlow(data: Record<string, unknown> = {}, edges = ['k->h@unknown']) {
  return testFlow(
    [
      node('s', 'start', { dynamicContent: 'Hola' }),
      node('ask', 'message', { message: '¿Qué quieres saber?', capture: { variable: 'duda' } }),
      node('k', 'knowledge', { question: '{{last_reply}}', ...data }),
      node('after', 'end', { endMessage: 'Sigo aquí: {{respuesta_conocimiento}}' }),
      node('h', 'end', { endMessage: 'Te paso con una persona.' }),
    ],
    ['s->ask', 'ask->k', 'k->after', ...edges],
  );
}

/** A host whose knowledge answers `result` and remembers what it was asked. */
function host(result: KnowledgeEffectResult | (() => Promise<KnowledgeEffectResult>)) {
  const asked: KnowledgeEffectRequest[] = [];
  const effects: EngineEffects = {
    knowledge: async (request) => {
      asked.push(request);
      return typeof result === 'function' ? result() : result;
    },
  };
  return { asked, effects };
}

const ANSWER: KnowledgeEffectResult = {
  ok: true,
  answered: true,
  text: '  Enviamos en 24 horas.  ',
  sources: ['Envíos', 'Preguntas frecuentes', 'Envíos'],
};

async function ask(flowData: Record<string, unknown>, effects: EngineEffects, options = {}) {
  return last(await converse(knowledgeFlow(flowData), [{ text: '¿Cuándo llega?' }], { effects, ...options }));
}

describe('runKnowledgeNode with an answer', () => {
  it('says it, then its sources apart, stores it and goes on by the default output', async () => {
    const { asked, effects } = host(ANSWER);
    const result = await ask({}, effects);
    expect(asked).toEqual([{ question: '¿Cuándo llega?', language: 'es', useAi: true }]);
    expect(texts(result)).toEqual([
      'Enviamos en 24 horas.',
      'Fuente: Envíos, Preguntas frecuentes',
      'Sigo aquí: Enviamos en 24 horas.',
    ]);
    expect(result.state.variables.respuesta_conocimiento).toBe('Enviamos en 24 horas.');
    expect(events(result)).toContain('knowledge-answered');
  });

  it('fills in the question’s variables, passes the AI switch, stores in the node’s variable', async () => {
    const { asked, effects } = host({ ...ANSWER, sources: [] });
    const result = await ask(
      { question: 'Pregunta de {{duda}} (sin IA)', useAi: false, responseVariable: ' envio ' },
      effects,
    );
    expect(asked[0]).toEqual({
      question: 'Pregunta de ¿Cuándo llega? (sin IA)',
      language: 'es',
      useAi: false,
    });
    expect(result.state.variables.envio).toBe('Enviamos en 24 horas.');
    // No sources: no «Fuente» line.
    expect(texts(result)).toEqual(['Enviamos en 24 horas.', 'Sigo aquí:']);
  });

  it('leaves the sources out when showSources is off', async () => {
    const { effects } = host(ANSWER);
    const result = await ask({ showSources: false }, effects);
    expect(texts(result)).toEqual(['Enviamos en 24 horas.', 'Sigo aquí: Enviamos en 24 horas.']);
  });

  it('asks and answers in the conversation’s language', async () => {
    const { asked, effects } = host(ANSWER);
    const result = await ask({}, effects, { context: { language: 'en' } });
    expect(asked[0]?.language).toBe('en');
    expect(texts(result)[1]).toBe('Source: Envíos, Preguntas frecuentes');
  });

  it('cuts a very long question', async () => {
    const { asked, effects } = host(ANSWER);
    await ask({ question: `{{last_reply}}${'x'.repeat(5000)}` }, effects);
    expect(asked[0]?.question).toHaveLength(MAX_KNOWLEDGE_QUESTION_LENGTH);
  });
});

describe('runKnowledgeNode without an answer', () => {
  it('says the engine’s unknown message and goes by «No sé»', async () => {
    const { effects } = host({ ok: true, answered: false });
    const result = await ask({}, effects);
    expect(texts(result)).toEqual(['No tengo una respuesta segura a eso.', 'Te paso con una persona.']);
    expect(events(result)).toContain('knowledge-unknown');
    expect(result.state.variables.respuesta_conocimiento).toBeUndefined();
  });

  it('says the owner’s unknown message with its variables, in English the engine’s own', async () => {
    const { effects } = host({ ok: true, answered: false });
    const own = await ask({ unknownMessage: 'No sé qué decir sobre «{{duda}}».' }, effects);
    expect(texts(own)[0]).toBe('No sé qué decir sobre «¿Cuándo llega?».');
    const english = await ask({}, effects, { context: { language: 'en' } });
    expect(texts(english)[0]).toBe("I don't have a reliable answer to that.");
  });

  it('treats a blank answer and junk as no answer', async () => {
    for (const junk of [
      { ok: true, answered: true, text: '   ', sources: [] },
      { ok: true, answered: true, text: 42 },
      { ok: true },
    ]) {
      const { effects } = host(junk as unknown as KnowledgeEffectResult);
      const result = await ask({}, effects);
      expect(texts(result)[0]).toBe('No tengo una respuesta segura a eso.');
      expect(events(result)).toContain('knowledge-unknown');
    }
  });

  it('fails softly when the search fails or throws', async () => {
    const failing = host({ ok: false, error: 'index_unavailable' });
    const failed = await ask({}, failing.effects);
    expect(texts(failed)).toEqual(['No tengo una respuesta segura a eso.', 'Te paso con una persona.']);
    expect(failed.trace).toContainEqual(
      expect.objectContaining({ nodeId: 'k', event: 'knowledge-failed', detail: 'index_unavailable' }),
    );
    const throwing = host(() => Promise.reject(new Error('boom')));
    const thrown = await ask({}, throwing.effects);
    expect(events(thrown)).toContain('knowledge-failed');
    expect(thrown.ended).toBe(true);
  });

  it('says the unknown message on a host without knowledge', async () => {
    const result = await ask({}, {});
    expect(texts(result)).toEqual(['No tengo una respuesta segura a eso.', 'Te paso con una persona.']);
    expect(events(result)).toContain('knowledge-not-configured');
  });

  it('goes on by the default output when «No sé» is not connected', async () => {
    const { effects } = host({ ok: true, answered: false });
    const flow = knowledgeFlow({}, []);
    const result = last(await converse(flow, [{ text: 'Hola' }], { effects }));
    expect(texts(result)).toEqual(['No tengo una respuesta segura a eso.', 'Sigo aquí:']);
  });

  it('does not ask a blank question: it goes by «No sé» in silence', async () => {
    const { asked, effects } = host(ANSWER);
    const result = await ask({ question: '{{nada}}' }, effects);
    expect(asked).toEqual([]);
    expect(texts(result)).toEqual(['Te paso con una persona.']);
    expect(result.trace).toContainEqual(
      expect.objectContaining({ nodeId: 'k', event: 'knowledge-skipped', detail: 'empty question' }),
    );
  });
});

describe('runKnowledgeNode on the first turn', () => {
  it('reads an empty last reply as no question', async () => {
    const { asked, effects } = host(ANSWER);
    const flow = testFlow(
      [node('s', 'start', { dynamicContent: 'Hola' }), node('k', 'knowledge'), node('e', 'end')],
      ['s->k', 'k->e'],
    );
    const [first] = await converse(flow, [], { effects });
    expect(asked).toEqual([]);
    expect(first && texts(first)).toEqual(['Hola']);
    expect(first?.ended).toBe(true);
  });
});
