import { describe, expect, it } from 'vitest';
import { findCycles } from './findCycles';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findCycles', () => {
  it('finds no cycle in a DAG', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds a two-module and a longer cycle, each once', () => {
    expect(findCycles(graph({ a: ['b'], b: ['a'], c: ['d'], d: ['e'], e: ['c'], f: ['a'] }))).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('finds a module importing itself, and ignores targets outside the graph', () => {
    expect(findCycles(graph({ a: ['a', 'outside'], b: ['outside'] }))).toEqual([['a']]);
  });

  it('handles long chains without overflowing the stack', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 50_000; i += 1) edges[`m${i}`] = [`m${i + 1}`];
    edges.m50000 = ['m0'];
    const cycles = findCycles(graph(edges));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toHaveLength(50_001);
  });
});
