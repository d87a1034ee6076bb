import { describe, expect, it } from 'vitest';
import type { FlowNode } from '../model/nodeSchema';
import { graph, node } from '../testing/graphBuilders';
import { analyzeRoutes, ROUTE_COUNT_CAP } from './analyzeRoutes';
import { findStronglyConnectedComponents } from './findStronglyConnectedComponents';

describe('analyzeRoutes', () => {
  it('counts complete and incomplete routes from start', () => {
    const flow = graph(
      [
        node('s', 'start'),
        node('d', 'decision'),
        node('a', 'option'),
        node('b', 'option'),
        node('e', 'end'),
        node('x', 'message'),
      ],
      ['s->d', 'd->a', 'd->b', 'a->e', 'b->x'],
    );
    expect(analyzeRoutes(flow)).toEqual({
      totalRoutes: 2,
      completeRoutes: 1,
      incompleteRoutes: 1,
      routeCountCapped: false,
      longestRoute: 4,
      orphanedNodes: [],
      deadEndNodes: ['x'],
      unreachableNodes: [],
      cycles: [],
      complexity: 0.83,
    });
  });

  it('finds orphans, unreachable nodes and loops', () => {
    const flow = graph(
      [
        node('s', 'start'),
        node('m', 'message'),
        node('n', 'message'),
        node('e', 'end'),
        node('o', 'message'),
        node('u', 'message'),
      ],
      ['s->m', 'm->n', 'n->m', 'n->e', 'u->e', 'u->u'],
    );
    const analysis = analyzeRoutes(flow);
    expect(analysis.orphanedNodes).toEqual(['o']);
    expect(analysis.unreachableNodes).toEqual(['o', 'u']);
    expect(analysis.cycles.map((cycle) => [...cycle].sort())).toEqual(
      expect.arrayContaining([['m', 'n'], ['u']]),
    );
    expect(analysis.cycles).toHaveLength(2);
    expect(analysis).toMatchObject({
      totalRoutes: 1,
      completeRoutes: 1,
      incompleteRoutes: 0,
      longestRoute: 4,
    });
  });

  it('counts a loop with no exit as an incomplete route', () => {
    const flow = graph(
      [node('s', 'start'), node('a', 'message'), node('b', 'message')],
      ['s->a', 'a->b', 'b->a'],
    );
    expect(analyzeRoutes(flow)).toMatchObject({
      totalRoutes: 1,
      completeRoutes: 0,
      incompleteRoutes: 1,
      deadEndNodes: [],
    });
  });

  it('handles empty flows and flows without start', () => {
    expect(analyzeRoutes({ nodes: [], edges: [] })).toMatchObject({
      totalRoutes: 0,
      complexity: 0,
      longestRoute: 0,
    });
    expect(analyzeRoutes(graph([node('m', 'message')]))).toMatchObject({
      totalRoutes: 0,
      unreachableNodes: ['m'],
    });
  });

  it('ignores edges to missing nodes', () => {
    const flow = graph([node('s', 'start'), node('e', 'end')], ['s->e', 's->ghost']);
    expect(analyzeRoutes(flow)).toMatchObject({ totalRoutes: 1, completeRoutes: 1 });
  });

  it('caps route counts of heavily branching flows instead of enumerating them', () => {
    const nodes: FlowNode[] = [node('s', 'start')];
    const edges: string[] = [];
    let previous = ['s'];
    for (let layer = 0; layer < 40; layer += 1) {
      const current = [`l${layer}a`, `l${layer}b`];
      for (const id of current) nodes.push(node(id, 'message'));
      for (const from of previous) for (const to of current) edges.push(`${from}->${to}`);
      previous = current;
    }
    nodes.push(node('e', 'end'));
    for (const from of previous) edges.push(`${from}->e`);
    const analysis = analyzeRoutes(graph(nodes, edges));
    expect(analysis.totalRoutes).toBe(ROUTE_COUNT_CAP);
    expect(analysis.routeCountCapped).toBe(true);
    expect(analysis.longestRoute).toBe(42);
  });

  it('handles very long chains without recursion', () => {
    const nodes = [node('s', 'start'), ...Array.from({ length: 20_000 }, (_, i) => node(`m${i}`, 'message'))];
    const edges = ['s->m0', ...Array.from({ length: 19_999 }, (_, i) => `m${i}->m${i + 1}`)];
    expect(analyzeRoutes(graph(nodes, edges)).longestRoute).toBe(20_001);
  });
});

describe('findStronglyConnectedComponents', () => {
  it('lists components so that each comes after those it leads to', () => {
    const components = findStronglyConnectedComponents([[1], [2], [1, 3], []]);
    expect(components.map((c) => [...c].sort())).toEqual([[3], [1, 2], [0]]);
  });
});
