import { describe, expect, it } from 'vitest';
import { buildGridFlow, GRID_SPACING } from './gridFlow';

describe('buildGridFlow', () => {
  it('lays message nodes on a square grid between a start and an end', () => {
    const grid = buildGridFlow(1000);
    expect(grid.columns).toBe(32);
    expect(grid.nodes).toHaveLength(1000);
    expect(grid.nodes[0]?.type).toBe('start');
    expect(grid.nodes[999]?.type).toBe('end');
    expect(grid.nodes.filter((node) => node.type === 'message')).toHaveLength(998);
    expect(grid.nodes[33]?.position).toEqual({ x: GRID_SPACING, y: GRID_SPACING });
  });

  it('links each node to its right and lower neighbours, about two edges a node', () => {
    const grid = buildGridFlow(5000);
    const ids = new Set(grid.nodes.map((node) => node.id));
    for (const edge of grid.edges) expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
    expect(new Set(grid.edges.map((edge) => edge.id)).size).toBe(grid.edges.length);
    expect(grid.edges.some((edge) => edge.source === 'n4999')).toBe(false);
    expect(grid.edges.length / grid.nodes.length).toBeGreaterThan(1.9);
    expect(grid.edges.length).toBeLessThan(2 * grid.nodes.length);
  });
});
