import { describe, expect, it } from 'vitest';
import { findingsOf, fixAndCheck, loadStoredGraph } from '../../testing/doctorTestKit';
import { edge, node } from '../../testing/graphBuilders';

const menu = (extra: Record<string, unknown> = {}) =>
  node('menu', 'decision', 0, 200, {
    label: 'Menú',
    conditions: [
      { id: 'a', text: 'Precios' },
      { id: 'b', text: 'Horario' },
      { id: 'c', text: '' },
    ],
    ...extra,
  });

describe('optionWithoutPath', () => {
  it('flags the buttons of a decision that lead nowhere, by their text', () => {
    const flow = {
      nodes: [node('s', 'start'), menu(), node('price', 'message', 0, 400), node('e', 'end', 0, 600)],
      edges: [edge('s', 'menu'), edge('menu', 'price', { sourceHandle: 'output-a' }), edge('price', 'e')],
    };
    const [finding] = findingsOf('optionWithoutPath', flow);
    expect(finding).toMatchObject({ severity: 'blocking', nodeIds: ['menu'] });
    expect(finding?.message.message).toBe(
      'En «Menú», elegir «Horario», «Opción 3» no lleva a ningún sitio: quien lo elija se queda sin respuesta.',
    );
  });

  it('flags an option node without a way on, named after its decision', () => {
    const flow = {
      nodes: [
        node('s', 'start'),
        menu({ conditions: [{ id: 'a', text: 'Precios' }] }),
        node('opt', 'option', 0, 400, { label: 'Precios', sourceNode: 'menu', conditionId: 'a' }),
        node('e', 'end'),
      ],
      edges: [edge('s', 'menu'), edge('menu', 'opt', { sourceHandle: 'output-a' })],
    };
    const [finding] = findingsOf('optionWithoutPath', flow);
    expect(finding?.nodeIds).toEqual(['opt']);
    expect(finding?.message.params).toMatchObject({ label: 'Menú', options: 'Precios' });
  });

  it('counts an option node, a handle by index and the default edge as a path, as the engine does', () => {
    const byOption = {
      nodes: [
        node('s', 'start'),
        menu({ conditions: [{ id: 'a', text: 'Precios' }] }),
        node('opt', 'option', 0, 400, { sourceNode: 'menu', conditionId: 'a' }),
        node('e', 'end'),
      ],
      edges: [edge('s', 'menu'), edge('opt', 'e')],
    };
    expect(findingsOf('optionWithoutPath', byOption)).toEqual([]);
    const byDefault = {
      nodes: [node('s', 'start'), menu(), node('e', 'end')],
      edges: [edge('s', 'menu'), edge('menu', 'e')],
    };
    expect(findingsOf('optionWithoutPath', byDefault)).toEqual([]);
    const byIndex = {
      nodes: [node('s', 'start'), menu({ conditions: [{ id: 'a', text: 'Sí' }] }), node('e', 'end')],
      edges: [edge('s', 'menu'), edge('menu', 'e', { sourceHandle: 'output-0' })],
    };
    expect(findingsOf('optionWithoutPath', loadStoredGraph(byIndex))).toEqual([]);
  });

  it('fixes by connecting the buttons and options without path to a new End', () => {
    const flow = {
      nodes: [
        node('s', 'start'),
        menu(),
        node('opt', 'option', 0, 400, { sourceNode: 'menu', conditionId: 'a' }),
        node('e', 'end'),
      ],
      edges: [edge('s', 'menu'), edge('menu', 'opt', { sourceHandle: 'output-a' })],
    };
    const fixed = fixAndCheck('optionWithoutPath', flow);
    const handles = fixed.edges
      .filter((candidate) => candidate.source === 'menu')
      .map((candidate) => candidate.sourceHandle);
    expect(handles).toEqual(['output-a', 'output-b', 'output-c']);
    expect(fixed.edges.some((candidate) => candidate.source === 'opt')).toBe(true);
  });
});
