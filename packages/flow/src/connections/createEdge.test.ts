import { describe, expect, it } from 'vitest';
import { edge, graph, node } from '../testing/graphBuilders';
import { connectNodes } from './connectNodes';
import { createEdge, getDefaultEdgeType, getEdgeHandles } from './createEdge';
import { reconnectEdge } from './reconnectEdge';
import { sanitizeEdge } from './sanitizeEdge';

const flow = graph([node('s', 'start'), node('m', 'message'), node('d', 'decision'), node('o', 'option')]);

describe('createEdge', () => {
  it("uses 'elite-edge', or 'eliteEdge' next to decisions and options", () => {
    expect(createEdge({ source: 's', target: 'm' }, flow, { now: 5 })).toEqual({
      id: 'e-s-m-5',
      source: 's',
      target: 'm',
      type: 'elite-edge',
    });
    expect(createEdge({ source: 'm', target: 'd' }, flow, { now: 5 }).type).toBe('eliteEdge');
    expect(getDefaultEdgeType('option', 'message')).toBe('eliteEdge');
  });

  it('strips default handle names and keeps real ones', () => {
    const created = createEdge(
      { source: 'd', target: 'o', sourceHandle: 'output-c1', targetHandle: 'default' },
      flow,
      {
        now: 1,
      },
    );
    expect(created.sourceHandle).toBe('output-c1');
    expect(created).not.toHaveProperty('targetHandle');
  });

  it('never reuses an id', () => {
    const taken = { ...flow, edges: [edge('s', 'm', { id: 'e-s-m-5' })] };
    expect(createEdge({ source: 's', target: 'm' }, taken, { now: 5 }).id).toBe('e-s-m-5-1');
  });

  it('resolves missing handles to output and input', () => {
    expect(getEdgeHandles(edge('a', 'b'))).toEqual({ sourceHandle: 'output', targetHandle: 'input' });
    expect(getEdgeHandles(edge('a', 'b', { sourceHandle: 'onError' })).sourceHandle).toBe('onError');
  });
});

describe('sanitizeEdge', () => {
  it('strips handles named undefined, output, default or empty, and null ones', () => {
    for (const name of ['undefined', 'output', 'default', '', null]) {
      const { edge: clean, strippedHandles } = sanitizeEdge(
        edge('a', 'b', { sourceHandle: name, targetHandle: name }),
      );
      expect(clean).toEqual(edge('a', 'b'));
      expect(strippedHandles).toBe(true);
    }
  });

  it("replaces 'NaN' in the edge path with '0'", () => {
    const dirty = edge('a', 'b', { path: 'M NaN NaN L 3 4', data: { path: 'M 1 NaN' } } as never);
    const { edge: clean, repairedPath } = sanitizeEdge(dirty);
    expect(clean).toMatchObject({ path: 'M 0 0 L 3 4', data: { path: 'M 1 0' } });
    expect(repairedPath).toBe(true);
  });

  it('returns the same object when nothing changes', () => {
    const fine = edge('a', 'b', { sourceHandle: 'onSuccess' });
    expect(sanitizeEdge(fine).edge).toBe(fine);
  });
});

describe('connectNodes', () => {
  it('adds an allowed edge', () => {
    const result = connectNodes(flow, { source: 's', target: 'm' }, { now: 9 });
    expect(result.ok && result.value.edges).toEqual([
      { id: 'e-s-m-9', source: 's', target: 'm', type: 'elite-edge' },
    ]);
  });

  it('refuses a forbidden one with the reason', () => {
    expect(connectNodes(flow, { source: 'm', target: 's' })).toMatchObject({
      ok: false,
      error: { code: 'connection.intoStart' },
    });
  });
});

describe('reconnectEdge', () => {
  const withEdge = { ...flow, edges: [edge('s', 'm', { id: 'old' })] };

  it('replaces the old edge with e-{source}-{target}-{timestamp}', () => {
    const result = reconnectEdge(withEdge, 'old', { source: 's', target: 'd' }, { now: 77 });
    expect(result.ok && result.value.edges.map((e) => e.id)).toEqual(['e-s-d-77']);
  });

  it('may reconnect to the same place', () => {
    expect(reconnectEdge(withEdge, 'old', { source: 's', target: 'm' }, { now: 1 }).ok).toBe(true);
  });

  it('fails on a forbidden target', () => {
    expect(reconnectEdge(withEdge, 'old', { source: 's', target: 'o' }).ok).toBe(false);
  });
});
