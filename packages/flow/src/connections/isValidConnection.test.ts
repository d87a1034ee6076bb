import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlowEdge } from '../model/edgeSchema';
import { NODE_TYPES, type NodeType } from '../model/nodeTypes';
import { edge, graph, node } from '../testing/graphBuilders';
import { ALLOWED_TARGETS } from './allowedTargets';
import { checkConnection } from './checkConnection';
import { isValidConnection } from './isValidConnection';

const flow = graph([
  node('s', 'start'),
  node('m', 'message'),
  node('m2', 'message'),
  node('o', 'option'),
  node('e', 'end'),
  node('h', 'httpRequest'),
  node('w', 'webhookNode'),
]);

describe('isValidConnection', () => {
  it('accepts an allowed pair between existing nodes', () => {
    expect(isValidConnection({ source: 's', target: 'm' }, flow)).toBe(true);
    expect(isValidConnection({ source: 'm', target: 'e' }, flow)).toBe(true);
  });

  it('refuses missing ends', () => {
    expect(isValidConnection({ source: 's', target: 'ghost' }, flow)).toBe(false);
    expect(isValidConnection({ source: null, target: 'm' }, flow)).toBe(false);
  });

  it('refuses a target of type start and a source of type end', () => {
    expect(checkConnection({ source: 'm', target: 's' }, flow)).toMatchObject({
      ok: false,
      error: { code: 'connection.intoStart' },
    });
    expect(checkConnection({ source: 'e', target: 'm' }, flow)).toMatchObject({
      ok: false,
      error: { code: 'connection.fromEnd' },
    });
  });

  it('refuses pairs the table does not allow', () => {
    expect(checkConnection({ source: 's', target: 'e' }, flow)).toEqual({
      ok: false,
      error: {
        code: 'connection.notAllowed',
        message: 'No se puede conectar un nodo start con un nodo end.',
        params: { source: 'start', target: 'end' },
      },
    });
    expect(isValidConnection({ source: 's', target: 'o' }, flow)).toBe(false);
    expect(isValidConnection({ source: 'o', target: 'h' }, flow)).toBe(true);
    expect(isValidConnection({ source: 'o', target: 'm2' }, flow)).toBe(true);
    expect(isValidConnection({ source: 'o', target: 'm' }, flow)).toBe(true);
  });

  it('lets every node that goes on reach the data steps (webhook, database, complex condition)', () => {
    for (const [source, targets] of Object.entries(ALLOWED_TARGETS)) {
      if (source === 'end') continue;
      expect(targets).toEqual(
        expect.arrayContaining(['webhookNode', 'databaseNode', 'complexConditionNode']),
      );
    }
  });

  it('refuses a duplicate, counting missing handles as default', () => {
    const withEdge = { ...flow, edges: [edge('s', 'm')] };
    expect(checkConnection({ source: 's', target: 'm' }, withEdge)).toMatchObject({
      ok: false,
      error: { code: 'connection.duplicate', message: 'Esta conexión ya existe.' },
    });
    expect(isValidConnection({ source: 's', target: 'm', sourceHandle: 'default' }, withEdge)).toBe(false);
    expect(isValidConnection({ source: 's', target: 'm', sourceHandle: 'output' }, withEdge)).toBe(true);
  });

  it('tells handles apart', () => {
    const withEdge = { ...flow, edges: [edge('h', 'm', { sourceHandle: 'onSuccess' })] };
    expect(isValidConnection({ source: 'h', target: 'm', sourceHandle: 'onError' }, withEdge)).toBe(true);
    expect(isValidConnection({ source: 'h', target: 'm', sourceHandle: 'onSuccess' }, withEdge)).toBe(false);
  });

  it('follows the table of spec §5 for every pair of types', () => {
    for (const source of NODE_TYPES) {
      for (const target of NODE_TYPES) {
        const pair = graph([node('a', source), node('b', target)]);
        const expected = ALLOWED_TARGETS[source].includes(target);
        expect(isValidConnection({ source: 'a', target: 'b' }, pair), `${source} → ${target}`).toBe(expected);
      }
    }
  });

  it('has the rows of the spec', () => {
    expect(ALLOWED_TARGETS.end).toEqual([]);
    expect(ALLOWED_TARGETS.start).not.toContain('end');
    expect(ALLOWED_TARGETS.message).toContain('emotionDetection');
    expect(ALLOWED_TARGETS.decision).not.toContain('emotionDetection');
    expect(ALLOWED_TARGETS.ai).not.toContain('option');
    for (const targets of Object.values(ALLOWED_TARGETS)) expect(targets).not.toContain('start');
  });

  it('property: never accepts a target of type start or a source of type end', () => {
    const types = fc.constantFrom<NodeType>(...NODE_TYPES);
    const arbitrary = fc.array(types, { minLength: 1, maxLength: 8 }).chain((nodeTypes) => {
      const ids = nodeTypes.map((_, i) => `n${i}`);
      const id = fc.constantFrom(...ids, 'ghost');
      const handle = fc.option(fc.constantFrom('default', 'output', 'a'), { nil: undefined });
      const anEdge = fc.record({ source: id, target: id, sourceHandle: handle });
      return fc.tuple(fc.constant(nodeTypes), fc.array(anEdge, { maxLength: 10 }), id, id, handle);
    });
    fc.assert(
      fc.property(arbitrary, ([nodeTypes, edgeSpecs, source, target, sourceHandle]) => {
        const nodes = nodeTypes.map((type, i) => node(`n${i}`, type));
        const edges: FlowEdge[] = edgeSpecs.map((spec, i) => ({ id: `e${i}`, ...spec }));
        const valid = isValidConnection({ source, target, sourceHandle }, { nodes, edges });
        const typeOf = (id: string) => nodes.find((n) => n.id === id)?.type;
        if (typeOf(target) === 'start' || typeOf(source) === 'end') expect(valid).toBe(false);
      }),
    );
  });
});
