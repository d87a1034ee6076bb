import { describe, expect, it } from 'vitest';
import { readStoredFlow } from './readStoredFlow';

const at = { x: 0, y: 0 };
const oldQuestion = {
  id: 'ask',
  type: 'message',
  position: at,
  data: { text: '¿Tu teléfono?', waitForResponse: true, variable: 'tel', inputType: 'tel' },
};

describe('readStoredFlow', () => {
  it('migrates a row from the version it is stored at', () => {
    const { graph, repairs } = readStoredFlow({ nodes: [oldQuestion], edges: [], flowVersion: 1 });
    expect(graph.nodes[0]?.data).toEqual({
      message: '¿Tu teléfono?',
      capture: { validation: 'phone', variable: 'tel' },
    });
    expect(repairs).toBe(0);
  });

  it('migrates before salvaging a row that does not validate even then', () => {
    const broken = { id: 'd', type: 'decision', position: at, data: { question: '¿?', conditions: 'Sí' } };
    const { graph, repairs } = readStoredFlow({ nodes: [oldQuestion, broken], edges: [], flowVersion: 1 });
    expect(repairs).toBeGreaterThan(0);
    expect(graph.nodes.map((node) => node.data)).toEqual([
      { message: '¿Tu teléfono?', capture: { validation: 'phone', variable: 'tel' } },
      { question: '¿?' },
    ]);
  });

  it('leaves a row stored at the current version as it is', () => {
    const current = {
      id: 'm',
      type: 'message',
      position: at,
      data: { message: 'Hola', waitForResponse: true },
    };
    const { graph } = readStoredFlow({ nodes: [current], edges: [], flowVersion: 2 });
    expect(graph.nodes[0]?.data).toEqual({ message: 'Hola', waitForResponse: true });
  });
});
