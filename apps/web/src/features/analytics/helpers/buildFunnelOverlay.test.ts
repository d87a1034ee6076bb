import { describe, expect, it } from 'vitest';
import { buildFunnelOverlay, edgeTrafficKey } from './buildFunnelOverlay';

const funnel = {
  nodes: [
    { nodeId: 'start', reached: 20, stopped: 0 },
    { nodeId: 'ask', reached: 20, stopped: 12 },
    { nodeId: 'gone', reached: 10, stopped: 9 },
    { nodeId: 'end', reached: 8, stopped: 0 },
  ],
  edges: [
    { source: 'start', target: 'ask', count: 20 },
    { source: 'ask', target: 'end', count: 5 },
    { source: 'ask', target: 'end', count: 3 },
  ],
};

describe('buildFunnelOverlay', () => {
  it('finds each node and connection by id', () => {
    const overlay = buildFunnelOverlay(funnel);
    expect(overlay.nodes.get('ask')).toEqual({ nodeId: 'ask', reached: 20, stopped: 12 });
    expect(overlay.nodes.get('nowhere')).toBeUndefined();
    expect(overlay.edges.get(edgeTrafficKey('start', 'ask'))).toBe(20);
    expect(overlay.edges.get(edgeTrafficKey('ask', 'start'))).toBeUndefined();
  });

  it('adds up a connection listed twice and knows the busiest', () => {
    const overlay = buildFunnelOverlay(funnel);
    expect(overlay.edges.get(edgeTrafficKey('ask', 'end'))).toBe(8);
    expect(overlay.maxEdgeCount).toBe(20);
    expect(buildFunnelOverlay({ nodes: [], edges: [] }).maxEdgeCount).toBe(0);
  });

  it('names the worst drop-off among the nodes the flow still has', () => {
    expect(buildFunnelOverlay(funnel).worst?.nodeId).toBe('gone');
    expect(buildFunnelOverlay(funnel, { isPresent: (id) => id !== 'gone' }).worst?.nodeId).toBe('ask');
  });

  it('keeps ids that look alike apart', () => {
    const overlay = buildFunnelOverlay({
      nodes: [],
      edges: [
        { source: 'a-b', target: 'c', count: 1 },
        { source: 'a', target: 'b-c', count: 2 },
      ],
    });
    expect(overlay.edges.get(edgeTrafficKey('a-b', 'c'))).toBe(1);
    expect(overlay.edges.get(edgeTrafficKey('a', 'b-c'))).toBe(2);
  });
});
