import { describe, expect, it } from 'vitest';
import type { EditorEdge, EditorNode } from '../types';
import { mergeFlowChanges } from './mergeFlowChanges';

const node = (id: string, label = id, x = 0): EditorNode => ({
  id,
  type: 'message',
  position: { x, y: 0 },
  data: { label },
});
const edge = (source: string, target: string): EditorEdge => ({ id: `${source}-${target}`, source, target });

describe('mergeFlowChanges', () => {
  const base = { nodes: [node('start'), node('a')], edges: [edge('start', 'a')] };

  it('keeps what each side added', () => {
    const mine = { nodes: [...base.nodes, node('mine')], edges: [...base.edges, edge('a', 'mine')] };
    const theirs = { nodes: [...base.nodes, node('theirs')], edges: [...base.edges, edge('a', 'theirs')] };
    const merged = mergeFlowChanges(base, mine, theirs);
    expect(merged.nodes.map((n) => n.id)).toEqual(['start', 'a', 'theirs', 'mine']);
    expect(merged.edges.map((e) => e.id)).toEqual(['start-a', 'a-theirs', 'a-mine']);
    expect(merged.conflicts).toBe(0);
  });

  it('takes each side’s edits and deletions of items the other left alone', () => {
    const mine = { nodes: [node('start', 'Hola')], edges: [] };
    const theirs = { nodes: [node('start'), node('a', 'Editado')], edges: base.edges };
    const merged = mergeFlowChanges(base, mine, theirs);
    // They edited `a`; I deleted it: the edit wins so nobody's work disappears.
    expect(merged.nodes).toEqual([node('start', 'Hola'), node('a', 'Editado')]);
    expect(merged.edges).toEqual([]);
  });

  it('prefers this editor’s version when both edited the same item, and counts it', () => {
    const mine = { nodes: [node('start'), node('a', 'Mío')], edges: base.edges };
    const theirs = { nodes: [node('start'), node('a', 'Suyo')], edges: base.edges };
    const merged = mergeFlowChanges(base, mine, theirs);
    expect(merged.nodes[1]?.data.label).toBe('Mío');
    expect(merged.conflicts).toBe(1);
  });

  it('ignores selection and measurement when comparing, and drops edges left without a node', () => {
    const selected = { ...node('a'), selected: true, measured: { width: 10, height: 10 } };
    const mine = { nodes: [node('start'), selected], edges: [...base.edges, edge('a', 'gone')] };
    const theirs = { nodes: [node('start')], edges: [] };
    const merged = mergeFlowChanges(base, mine, theirs);
    expect(merged.nodes.map((n) => n.id)).toEqual(['start']);
    expect(merged.edges).toEqual([]);
  });
});
