import { describe, expect, it } from 'vitest';
import type { FlowNode } from '../model/nodeSchema';
import type { NodeType } from '../model/nodeTypes';
import { edge, node } from '../testing/graphBuilders';
import { estimateFlowMemory } from './estimateFlowMemory';
import { formatLastSaved } from './formatLastSaved';
import { getLevelOfDetail, truncateCompactTitle } from './getLevelOfDetail';
import { getPerformanceLevel, levelForScore } from './getPerformanceLevel';

const nodesOf = (count: number, type: NodeType = 'message'): FlowNode[] =>
  Array.from({ length: count }, (_, i) => node(`n${i}`, type));

describe('getPerformanceLevel', () => {
  it('scores nodes + 0.6 per edge + 0.3 per decision, action or HTTP node', () => {
    const nodes = [...nodesOf(2), node('d', 'decision'), node('a', 'action'), node('h', 'httpRequest')];
    const edges = [edge('n0', 'n1'), edge('n1', 'd')];
    expect(getPerformanceLevel({ nodes, edges }).score).toBe(7.1);
  });

  it('maps scores to levels at 30, 60, 100 and 150', () => {
    expect([0, 29.9, 30, 59.9, 60, 99.9, 100, 149.9, 150].map(levelForScore)).toEqual([
      'none',
      'none',
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'ultra',
    ]);
  });

  it('disables animations and suggests Ultra mode from high on; splitting from medium on', () => {
    const low = getPerformanceLevel({ nodes: nodesOf(30), edges: [] });
    expect(low).toMatchObject({ level: 'low', disableAnimations: false, suggestions: [] });
    const medium = getPerformanceLevel({ nodes: nodesOf(60), edges: [] });
    expect(medium.disableAnimations).toBe(false);
    expect(medium.suggestions.map((s) => s.code)).toEqual([
      'performance.splitFlow',
      'performance.avoidFastMovements',
    ]);
    const high = getPerformanceLevel({ nodes: nodesOf(100), edges: [] });
    expect(high.disableAnimations).toBe(true);
    expect(high.suggestions.map((s) => s.code)).toEqual([
      'performance.enableUltra',
      'performance.splitFlow',
      'performance.avoidFastMovements',
    ]);
  });
});

describe('estimateFlowMemory', () => {
  it('is 2 KB per node plus 1.5 KB per edge', () => {
    expect(
      estimateFlowMemory({ nodes: nodesOf(10), edges: [edge('a', 'b'), edge('b', 'c'), edge('c', 'd')] }),
    ).toBe(24.5);
  });
});

describe('getLevelOfDetail', () => {
  it('is FULL from 0.3, COMPACT from 0.15, otherwise MINI', () => {
    expect([1, 0.3, 0.29, 0.15, 0.149, 0.1].map(getLevelOfDetail)).toEqual([
      'FULL',
      'FULL',
      'COMPACT',
      'COMPACT',
      'MINI',
      'MINI',
    ]);
  });

  it('cuts compact titles to 20 characters', () => {
    expect(truncateCompactTitle('Corto')).toBe('Corto');
    expect(truncateCompactTitle('Un título bastante largo')).toBe('Un título bastante l…');
  });
});

describe('formatLastSaved', () => {
  const now = new Date(2025, 2, 9, 15, 30, 0);
  const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);

  it("reads 'Nunca' before any save", () => {
    expect(formatLastSaved(null, now).message).toBe('Nunca');
  });

  it("reads 'Ahora mismo' under a minute", () => {
    expect(formatLastSaved(minutesAgo(0.9), now).message).toBe('Ahora mismo');
  });

  it("reads 'Hace {n} min' under an hour", () => {
    expect(formatLastSaved(minutesAgo(1), now)).toEqual({
      code: 'lastSaved.minutesAgo',
      message: 'Hace 1 min',
      params: { n: 1 },
    });
    expect(formatLastSaved(minutesAgo(59.5), now).message).toBe('Hace 59 min');
  });

  it('reads HH:MM from an hour on', () => {
    expect(formatLastSaved(new Date(2025, 2, 9, 9, 5), now).message).toBe('09:05');
    expect(formatLastSaved(minutesAgo(60).getTime(), now).message).toBe('14:30');
  });
});
