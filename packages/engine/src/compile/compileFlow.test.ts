import { describe, expect, it } from 'vitest';
import { edge, node } from '../testing/testFlow';
import { compileFlow, DEFAULT_HANDLE, optionKey } from './compileFlow';
import { getNextNodeId, hasEdgeFrom } from './getNextNodeId';

describe('compileFlow', () => {
  it('indexes nodes by id, keeping the first of duplicates and the first start node', () => {
    const flow = compileFlow({
      nodes: [
        node('s1', 'start'),
        node('s2', 'start'),
        node('m', 'message', { message: 'uno' }),
        node('m', 'end'),
      ],
      edges: [],
    });
    expect(flow.startNodeId).toBe('s1');
    expect(flow.nodes.get('m')?.kind).toBe('message');
    expect(flow.nodes.size).toBe(3);
  });

  it('maps type aliases to canonical types and keeps unknown types', () => {
    const flow = compileFlow({
      nodes: [node('h', 'httpRequestNode'), node('p', 'powerNode'), node('x', 'magic')],
      edges: [],
    });
    expect(flow.nodes.get('h')?.kind).toBe('httpRequest');
    expect(flow.nodes.get('p')?.kind).toBe('power');
    expect(flow.nodes.get('x')).toMatchObject({ kind: undefined, type: 'magic' });
  });

  it('skips malformed nodes and edges, and edges whose ends do not exist', () => {
    const flow = compileFlow({
      nodes: [
        null,
        'x',
        { id: '' },
        { type: 'end' },
        node('a', 'start'),
        { id: 'b', type: 'end', data: 'no' },
      ],
      edges: [null, { source: 'a' }, edge('a', 'ghost'), edge('ghost', 'b'), edge('a', 'b')],
    });
    expect([...flow.nodes.keys()]).toEqual(['a', 'b']);
    expect(flow.nodes.get('b')?.data).toEqual({});
    expect(flow.outgoing.get('a')?.targets).toEqual(['b']);
  });

  it('groups edges by handle; placeholder handle names mean the default handle', () => {
    const flow = compileFlow({
      nodes: ['a', 'b', 'c', 'd', 'e'].map((id) => node(id, 'message')),
      edges: [
        edge('a', 'b', 'onError'),
        edge('a', 'c', 'default'),
        edge('a', 'd', 'undefined'),
        edge('a', 'e'),
      ],
    });
    expect(flow.outgoing.get('a')?.byHandle.get(DEFAULT_HANDLE)).toEqual(['c', 'd', 'e']);
    expect(getNextNodeId(flow, 'a')).toBe('c');
    expect(getNextNodeId(flow, 'a', ['onSuccess'])).toBeNull();
    expect(getNextNodeId(flow, 'a', ['onSuccess'], { anyEdge: true })).toBe('b');
    expect(hasEdgeFrom(flow, 'a', ['onError'])).toBe(true);
    expect(getNextNodeId(flow, 'e', undefined, { anyEdge: true })).toBeNull();
  });

  it('indexes option nodes by their decision and condition', () => {
    const flow = compileFlow({
      nodes: [
        node('d', 'decision'),
        node('o', 'option', { sourceNode: 'd', conditionId: 'c1', sourceHandle: 'c1' }),
      ],
      edges: [],
    });
    expect(flow.optionByCondition.get(optionKey('d', 'c1'))).toBe('o');
  });

  it('keeps the revision when given', () => {
    expect(compileFlow({ nodes: [], edges: [], revision: 4 }).revision).toBe(4);
    expect(compileFlow({ nodes: [], edges: [] }).revision).toBeUndefined();
  });
});
