import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateBenchFlow } from './generateBenchFlow';

describe('generateBenchFlow', () => {
  it('lays the nodes on a 400 px grid, cycling message, decision, action and ai after the start', () => {
    const flow = generateBenchFlow(200);
    expect(flow.nodes).toHaveLength(200);
    expect(flow.nodes[0]?.type).toBe('start');
    expect(flow.nodes.slice(1, 5).map((node) => node.type)).toEqual(['decision', 'action', 'ai', 'message']);
    const xs = new Set(flow.nodes.map((node) => node.position.x));
    for (const x of xs) expect(x % 400).toBe(0);
  });

  it('links only existing nodes, never into the start nor out of an end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 600 }), (count) => {
        const flow = generateBenchFlow(count);
        const types = new Map(flow.nodes.map((node) => [node.id, node.type]));
        for (const edge of flow.edges) {
          expect(types.has(edge.source) && types.has(edge.target)).toBe(true);
          expect(types.get(edge.target)).not.toBe('start');
          expect(types.get(edge.source)).not.toBe('end');
        }
      }),
      { numRuns: 30 },
    );
  });
});
