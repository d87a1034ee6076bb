import { doBoundsIntersect, type FlowEdge, type FlowNode, getNodeBounds } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { computeAutoLayout } from './computeAutoLayout';

const at = (id: string, type: FlowNode['type'], x: number, y: number): FlowNode =>
  ({ id, type, position: { x, y }, data: { label: id } }) as FlowNode;
const link = (source: string, target: string): FlowEdge => ({ id: `${source}-${target}`, source, target });

/** Every node at its laid-out position. */
function laidOut(nodes: FlowNode[], edges: FlowEdge[]): FlowNode[] {
  const positions = computeAutoLayout(nodes, edges);
  return nodes.map((node) => ({ ...node, position: positions.get(node.id)! }));
}

describe('computeAutoLayout', () => {
  it('untangles nodes piled on each other so that none overlaps another', () => {
    const nodes = [
      at('s', 'start', 0, 0),
      at('m', 'message', 10, 10),
      at('d', 'decision', 20, 20),
      at('a', 'option', 30, 30),
      at('b', 'option', 30, 30),
      at('e', 'end', 40, 40),
    ];
    const edges = [
      link('s', 'm'),
      link('m', 'd'),
      link('d', 'a'),
      link('d', 'b'),
      link('a', 'e'),
      link('b', 'e'),
    ];
    const rects = laidOut(nodes, edges).map(getNodeBounds);
    for (const [i, a] of rects.entries()) {
      for (const b of rects.slice(i + 1)) expect(doBoundsIntersect(a, b)).toBe(false);
    }
  });

  it('puts each node below the one that leads to it, and keeps the start where it was', () => {
    const nodes = [at('m', 'message', 500, -300), at('s', 'start', 100, 200), at('e', 'end', 0, 0)];
    const positions = computeAutoLayout(nodes, [link('s', 'm'), link('m', 'e')]);
    expect(positions.get('s')).toEqual({ x: 100, y: 200 });
    expect(positions.get('m')!.y).toBeGreaterThan(200 + 80);
    expect(positions.get('e')!.y).toBeGreaterThan(positions.get('m')!.y + 200);
  });

  it('places the branches of a decision side by side', () => {
    const nodes = [at('d', 'decision', 0, 0), at('a', 'option', 0, 0), at('b', 'option', 0, 0)];
    const positions = computeAutoLayout(nodes, [link('d', 'a'), link('d', 'b')]);
    expect(positions.get('a')!.y).toBe(positions.get('b')!.y);
    expect(Math.abs(positions.get('a')!.x - positions.get('b')!.x)).toBeGreaterThanOrEqual(280 + 40);
  });

  it('ignores edges to missing nodes and gives nothing for an empty flow', () => {
    expect(computeAutoLayout([], []).size).toBe(0);
    expect(computeAutoLayout([at('s', 'start', 5, 5)], [link('s', 'ghost')]).get('s')).toEqual({
      x: 5,
      y: 5,
    });
  });
});
