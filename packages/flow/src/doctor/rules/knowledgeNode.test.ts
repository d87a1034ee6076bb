import { describe, expect, it } from 'vitest';
import { FULL_CONTEXT, findingsOf } from '../../testing/doctorTestKit';
import { edge, graph, node } from '../../testing/graphBuilders';
import type { DoctorContext } from '../doctorTypes';

const withKnowledge = (ready: number, failed: number, processing: number): DoctorContext => ({
  ...FULL_CONTEXT,
  knowledge: { ready, failed, processing },
});

/** Start → «Dudas» (knowledge) → end, its «No sé» output to a person when `unknownConnected`. */
function knowledgeFlow(unknownConnected = true, extra: ReturnType<typeof node>[] = []) {
  const flow = graph(
    [
      node('s', 'start'),
      node('k', 'knowledge', 0, 0, { label: 'Dudas', question: '{{last_reply}}' }),
      node('h', 'handoff', 0, 0, { message: 'Te paso con alguien' }),
      node('e', 'end'),
      ...extra,
    ],
    ['s->k', 'k->e', 'h->e'],
  );
  return unknownConnected
    ? { ...flow, edges: [...flow.edges, edge('k', 'h', { id: 'k-unknown', sourceHandle: 'unknown' })] }
    : flow;
}

describe('knowledgeWithoutSources', () => {
  it('blocks a reachable knowledge node while the bot has no source ready or on its way', () => {
    expect(findingsOf('knowledgeWithoutSources', knowledgeFlow(), withKnowledge(0, 2, 0))).toMatchObject([
      {
        severity: 'blocking',
        nodeIds: ['k'],
        message: {
          code: 'doctor.knowledgeWithoutSources',
          message:
            '«Dudas» responde con el conocimiento del bot, pero el bot todavía no tiene fuentes listas. Añade preguntas y respuestas, un texto, un archivo o una web en Conocimiento.',
          params: { label: 'Dudas' },
        },
      },
    ]);
  });

  it('makes one finding about every reachable knowledge node, named after the first', () => {
    const second = node('k2', 'knowledge', 0, 0, { label: 'Más dudas' });
    const flow = knowledgeFlow(true, [second]);
    const wired = { ...flow, edges: [...flow.edges, edge('s', 'k2')] };
    const findings = findingsOf('knowledgeWithoutSources', wired, withKnowledge(0, 0, 0));
    expect(findings).toHaveLength(1);
    expect(findings[0]?.nodeIds).toEqual(['k', 'k2']);
  });

  it('is quiet with a source ready or processing, unchecked sources, or only leftover nodes', () => {
    expect(findingsOf('knowledgeWithoutSources', knowledgeFlow(), withKnowledge(1, 0, 0))).toEqual([]);
    expect(findingsOf('knowledgeWithoutSources', knowledgeFlow(), withKnowledge(0, 0, 1))).toEqual([]);
    expect(findingsOf('knowledgeWithoutSources', knowledgeFlow(), FULL_CONTEXT)).toEqual([]);
    const leftover = graph([node('s', 'start'), node('e', 'end'), node('k', 'knowledge')], ['s->e']);
    expect(findingsOf('knowledgeWithoutSources', leftover, withKnowledge(0, 0, 0))).toEqual([]);
  });
});

describe('knowledgeSourcesFailed', () => {
  it('warns that some sources could not be processed, with how many', () => {
    expect(findingsOf('knowledgeSourcesFailed', knowledgeFlow(), withKnowledge(3, 2, 0))).toMatchObject([
      {
        severity: 'warning',
        nodeIds: ['k'],
        message: {
          code: 'doctor.knowledgeSourcesFailed',
          message: expect.stringContaining('«Dudas» responde con el conocimiento del bot'),
          params: { label: 'Dudas', failed: 2 },
        },
      },
    ]);
  });

  it('is quiet with no failed source, unchecked sources, or no knowledge node reached', () => {
    expect(findingsOf('knowledgeSourcesFailed', knowledgeFlow(), withKnowledge(3, 0, 1))).toEqual([]);
    expect(findingsOf('knowledgeSourcesFailed', knowledgeFlow(), FULL_CONTEXT)).toEqual([]);
    const without = graph([node('s', 'start'), node('e', 'end')], ['s->e']);
    expect(findingsOf('knowledgeSourcesFailed', without, withKnowledge(0, 4, 0))).toEqual([]);
  });
});

/** Start → «Asistente» (AI node, knowledge switch as given) → end. */
function aiFlow(type: 'ai' | 'aiNodePro', useKnowledge: boolean | undefined) {
  const data = { label: 'Asistente', promptTemplate: '{{last_reply}}', prompt: '{{last_reply}}' };
  return graph(
    [
      node('s', 'start'),
      node('a', type, 0, 0, useKnowledge === undefined ? data : { ...data, useKnowledge }),
      node('e', 'end'),
    ],
    ['s->a', 'a->e'],
  );
}

describe('AI nodes answering with the bot’s knowledge', () => {
  it('warns (not blocks) when only AI nodes with the switch on use a bot without sources', () => {
    for (const type of ['ai', 'aiNodePro'] as const) {
      expect(findingsOf('knowledgeWithoutSources', aiFlow(type, true), withKnowledge(0, 0, 0))).toMatchObject(
        [
          {
            severity: 'warning',
            nodeIds: ['a'],
            message: {
              message:
                '«Asistente» responde con el conocimiento del bot, pero el bot todavía no tiene fuentes listas. Añade preguntas y respuestas, un texto, un archivo o una web en Conocimiento.',
            },
          },
        ],
      );
    }
  });

  it('counts them with knowledge nodes, blocking as long as a knowledge node is reached', () => {
    const flow = knowledgeFlow(true, [node('a', 'ai', 0, 0, { label: 'Asistente', useKnowledge: true })]);
    const wired = { ...flow, edges: [...flow.edges, edge('s', 'a'), edge('a', 'e')] };
    expect(findingsOf('knowledgeWithoutSources', wired, withKnowledge(0, 0, 0))).toMatchObject([
      { severity: 'blocking', nodeIds: ['k', 'a'] },
    ]);
    expect(findingsOf('knowledgeSourcesFailed', wired, withKnowledge(1, 2, 0))).toMatchObject([
      { severity: 'warning', nodeIds: ['k', 'a'], message: { params: { label: 'Dudas', failed: 2 } } },
    ]);
  });

  it('warns about failed sources an AI node with the switch on would use', () => {
    expect(
      findingsOf('knowledgeSourcesFailed', aiFlow('aiNodePro', true), withKnowledge(2, 1, 0)),
    ).toMatchObject([
      { severity: 'warning', nodeIds: ['a'], message: { params: { label: 'Asistente', failed: 1 } } },
    ]);
  });

  it('is quiet for AI nodes with the switch off or never set, and for leftover ones', () => {
    for (const useKnowledge of [false, undefined]) {
      expect(
        findingsOf('knowledgeWithoutSources', aiFlow('ai', useKnowledge), withKnowledge(0, 0, 0)),
      ).toEqual([]);
      expect(
        findingsOf('knowledgeSourcesFailed', aiFlow('ai', useKnowledge), withKnowledge(1, 3, 0)),
      ).toEqual([]);
    }
    const leftover = graph(
      [node('s', 'start'), node('e', 'end'), node('a', 'ai', 0, 0, { useKnowledge: true })],
      ['s->e'],
    );
    expect(findingsOf('knowledgeWithoutSources', leftover, withKnowledge(0, 0, 0))).toEqual([]);
  });

  it('never asks an AI node for a «No sé» path', () => {
    expect(findingsOf('knowledgeNoUnknownPath', aiFlow('ai', true))).toEqual([]);
  });
});

describe('knowledgeNoUnknownPath', () => {
  it('warns when the «No sé» output connects nowhere', () => {
    expect(findingsOf('knowledgeNoUnknownPath', knowledgeFlow(false))).toMatchObject([
      {
        severity: 'warning',
        nodeIds: ['k'],
        message: {
          code: 'doctor.knowledgeNoUnknownPath',
          message:
            'Cuando «Dudas» no sepa la respuesta, la conversación seguirá como si hubiera respondido: conecta su salida «No sé», por ejemplo a «Hablar con una persona».',
        },
      },
    ]);
  });

  it('is quiet once the «No sé» output is connected, and for leftover nodes', () => {
    expect(findingsOf('knowledgeNoUnknownPath', knowledgeFlow(true))).toEqual([]);
    const leftover = graph([node('s', 'start'), node('e', 'end'), node('k', 'knowledge')], ['s->e']);
    expect(findingsOf('knowledgeNoUnknownPath', leftover)).toEqual([]);
  });
});

describe('a knowledge node left without a question', () => {
  it('is not configured', () => {
    const blank = graph(
      [node('s', 'start'), node('k', 'knowledge', 0, 0, { label: 'Dudas', question: ' ' }), node('e', 'end')],
      ['s->k', 'k->e'],
    );
    expect(findingsOf('nodeNotConfigured', blank)).toMatchObject([
      { nodeIds: ['k'], message: { params: { detailCode: 'setup.knowledgeQuestion' } } },
    ]);
    expect(findingsOf('nodeNotConfigured', knowledgeFlow())).toEqual([]);
  });
});

describe('a knowledge node’s variables', () => {
  it('sets its answer and uses the variables of its question', () => {
    const flow = graph(
      [
        node('s', 'start'),
        node('k', 'knowledge', 0, 0, { label: 'Dudas', question: '¿{{producto}} tiene garantía?' }),
        node('m', 'message', 0, 0, { message: 'Resumen: {{respuesta_conocimiento}}' }),
        node('e', 'end'),
      ],
      ['s->k', 'k->m', 'm->e'],
    );
    expect(findingsOf('variableUsedBeforeSet', flow)).toMatchObject([
      { nodeIds: ['k'], message: { params: { variable: 'producto' } } },
    ]);
  });
});
