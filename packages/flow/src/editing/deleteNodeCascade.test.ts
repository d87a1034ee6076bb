import { describe, expect, it } from 'vitest';
import { graph, node } from '../testing/graphBuilders';
import { deleteNodeCascade } from './deleteNodeCascade';

describe('deleteNodeCascade', () => {
  const flow = graph(
    [
      node('s', 'start'),
      node('m', 'message'),
      node('d', 'decision'),
      node('a', 'option'),
      node('b', 'option'),
      node('x', 'message'),
    ],
    ['s->m', 'm->d', 'd->a', 'd->b', 'b->d', 'x->m'],
  );

  it('removes the node, everything downstream and their edges', () => {
    const result = deleteNodeCascade(flow, 'd');
    expect(result.nodes.map((n) => n.id)).toEqual(['s', 'm', 'x']);
    expect(result.edges.map((e) => e.id)).toEqual(['s->m', 'x->m']);
    expect(result.removedNodeIds.sort()).toEqual(['a', 'b', 'd']);
  });

  it('stops at loops', () => {
    expect(deleteNodeCascade(flow, 'b').removedNodeIds.sort()).toEqual(['a', 'b', 'd']);
  });

  it('removes only the node when nothing follows it', () => {
    const result = deleteNodeCascade(flow, 'a');
    expect(result.removedNodeIds).toEqual(['a']);
    expect(result.edges.some((e) => e.target === 'a')).toBe(false);
  });

  it('changes nothing for an unknown id', () => {
    expect(deleteNodeCascade(flow, 'ghost')).toEqual({ ...flow, removedNodeIds: [] });
  });
});
