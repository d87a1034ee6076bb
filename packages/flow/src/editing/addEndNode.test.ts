import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFlowSavable } from '../analysis/checkFlowSavable';
import type { FlowGraph } from '../model/flowSchema';
import { addEndNode, findDeadEnds } from './addEndNode';

const node = (id: string, type: string, y: number) => ({
  id,
  type,
  position: { x: 0, y },
  data: { label: id },
});

const graph = (): FlowGraph =>
  ({
    nodes: [node('start-1', 'start', 0), node('ask', 'message', 200), node('bye', 'message', 400)],
    edges: [
      { id: 'e1', source: 'start-1', target: 'ask' },
      { id: 'e2', source: 'ask', target: 'bye' },
    ],
  }) as FlowGraph;

describe('addEndNode', () => {
  it('adds an End below the lowest node, connected from the dead end, so the flow can be saved', () => {
    const before = graph();
    expect(checkFlowSavable(before).ok).toBe(false);
    const after = addEndNode(before);
    const end = after.nodes.find((candidate) => candidate.id === after.endId);
    expect(end?.type).toBe('end');
    expect(end?.position.y).toBeGreaterThan(400);
    expect(after.edges.filter((edge) => edge.target === after.endId).map((edge) => edge.source)).toEqual([
      'bye',
    ]);
    expect(checkFlowSavable(after).ok).toBe(true);
  });

  it('finds the dead ends: nodes with no way out that are not Ends', () => {
    expect(findDeadEnds(graph()).map((found) => found.id)).toEqual(['bye']);
  });

  it('never connects what the connection rules refuse, and always leaves a savable flow with a start', () => {
    const types = ['message', 'decision', 'action', 'option', 'httpRequest', 'ai', 'end', 'power'] as const;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...types), { maxLength: 12 }), (picked) => {
        const nodes = [
          node('start-1', 'start', 0),
          ...picked.map((type, index) => node(`n${index}`, type, 100 * (index + 1))),
        ];
        const before = { nodes, edges: [] } as FlowGraph;
        const after = addEndNode(before);
        expect(after.nodes).toHaveLength(before.nodes.length + 1);
        expect(checkFlowSavable(after).ok).toBe(true);
        for (const edge of after.edges) expect(edge.target).toBe(after.endId);
      }),
      { numRuns: 50 },
    );
  });
});
