import { Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import type { EditorEdge, EditorNode } from '../types';
import { dropEstimatedHandles, VISIBLE_ONLY_THRESHOLD, withEstimatedGeometry } from './estimateNodeGeometry';
import { toStoredNode } from './toStoredFlow';

function messages(count: number): EditorNode[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `m${index}`,
    type: 'message',
    position: { x: index * 400, y: 0 },
    data: { label: `Mensaje ${index}`, message: 'Hola' },
  }));
}

const decision: EditorNode = {
  id: 'd',
  type: 'decision',
  position: { x: 0, y: 800 },
  data: {
    label: '¿Seguimos?',
    conditions: [
      { id: 'yes', text: 'Sí' },
      { id: 'no', text: 'No' },
    ],
  },
};

describe('withEstimatedGeometry', () => {
  it('leaves a small flow as it is: React Flow draws and measures all of it anyway', () => {
    const nodes = messages(VISIBLE_ONLY_THRESHOLD - 1);
    expect(withEstimatedGeometry(nodes, [])).toBe(nodes);
  });

  it('gives each node of a big flow its type’s size and handles on its top and bottom edges', () => {
    const [first] = withEstimatedGeometry(messages(VISIBLE_ONLY_THRESHOLD), []);
    expect(first).toMatchObject({ initialWidth: 320, initialHeight: 200 });
    expect(first?.handles).toEqual([
      { type: 'target', position: Position.Top, x: 154, y: -6, width: 12, height: 12 },
      { id: 'output', type: 'source', position: Position.Bottom, x: 154, y: 194, width: 12, height: 12 },
    ]);
  });

  it('spreads a decision’s outputs, one per condition, and keeps outputs only stored edges use', () => {
    const edges: EditorEdge[] = [{ id: 'e', source: 'd', target: 'm0', sourceHandle: 'legacy' }];
    const nodes = withEstimatedGeometry([...messages(VISIBLE_ONLY_THRESHOLD), decision], edges);
    const sources = nodes.at(-1)?.handles?.filter((handle) => handle.type === 'source') ?? [];
    expect(sources.map((handle) => handle.id)).toEqual(['output-yes', 'output-no', 'legacy']);
    expect(sources.map((handle) => handle.x)).toEqual([69, 144, 219]);
  });

  it('uses a node’s own size, and leaves measured nodes alone', () => {
    const sized = { ...messages(1)[0], id: 'sized', width: 500, height: 90 } as EditorNode;
    const measured = { ...messages(1)[0], id: 'seen', measured: { width: 300, height: 120 } } as EditorNode;
    const nodes = withEstimatedGeometry([...messages(VISIBLE_ONLY_THRESHOLD), sized, measured], []);
    expect(nodes.at(-2)).toMatchObject({ initialWidth: 500, initialHeight: 90 });
    expect(nodes.at(-1)).toBe(measured);
  });

  it('never reaches the stored flow', () => {
    const [first] = withEstimatedGeometry(messages(VISIBLE_ONLY_THRESHOLD), []);
    expect(first && toStoredNode(first)).toEqual(messages(1)[0]);
  });
});

describe('dropEstimatedHandles', () => {
  it('drops the estimate of the nodes React Flow has measured, and only theirs', () => {
    const nodes = withEstimatedGeometry(messages(VISIBLE_ONLY_THRESHOLD), []);
    const next = dropEstimatedHandles(nodes, new Set(['m1']));
    expect(next[1]?.handles).toBeUndefined();
    expect(next[1]?.initialWidth).toBe(320);
    expect(next[0]).toBe(nodes[0]);
  });

  it('returns the same array when nothing had an estimate', () => {
    const nodes = messages(3);
    expect(dropEstimatedHandles(nodes, new Set(['m1']))).toBe(nodes);
    expect(dropEstimatedHandles(nodes, new Set())).toBe(nodes);
  });
});
