import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edgeSchema } from '../model/edgeSchema';
import { nodeSchema } from '../model/nodeSchema';
import { NODE_TYPES } from '../model/nodeTypes';
import { edge, node } from '../testing/graphBuilders';
import { cleanupFlow, hasCleanupRepairs } from './cleanupFlow';

const nodes = [node('s', 'start'), node('m', 'message'), node('p', 'aiNodePro'), node('e', 'end')];

describe('cleanupFlow: edges', () => {
  it('drops edges with a missing id, source or target', () => {
    const { edges, report } = cleanupFlow({
      nodes,
      edges: [
        { source: 's', target: 'm' },
        { id: 'x', target: 'm' },
        { id: 'y', source: 's' },
        edge('s', 'm'),
      ],
    });
    expect(edges.map((e) => e.id)).toEqual(['s->m']);
    expect(report.droppedEdges.map((d) => d.reason)).toEqual([
      'missingField',
      'missingField',
      'missingField',
    ]);
  });

  it("drops edges with a handle named 'undefined' and edges to missing nodes", () => {
    const { edges, report } = cleanupFlow({
      nodes,
      edges: [edge('s', 'm', { sourceHandle: 'undefined' }), edge('m', 'ghost'), edge('m', 'e')],
    });
    expect(edges.map((e) => e.id)).toEqual(['m->e']);
    expect(report.droppedEdges).toEqual([
      { index: 0, id: 's->m', reason: 'undefinedHandle' },
      { index: 1, id: 'm->ghost', reason: 'missingNode' },
    ]);
  });

  it("keeps edges from the 'output' handle only when the source is start or aiNodePro", () => {
    const { edges, report } = cleanupFlow({
      nodes,
      edges: [
        edge('s', 'm', { sourceHandle: 'output' }),
        edge('p', 'e', { sourceHandle: 'output' }),
        edge('m', 'e', { sourceHandle: 'output' }),
      ],
    });
    expect(edges.map((e) => e.id)).toEqual(['s->m', 'p->e']);
    expect(report.droppedEdges).toEqual([{ index: 2, id: 'm->e', reason: 'outputHandle' }]);
  });

  it("strips default handle names and repairs 'NaN' in paths", () => {
    const { edges, report } = cleanupFlow({
      nodes,
      edges: [
        edge('s', 'm', {
          sourceHandle: 'output',
          targetHandle: 'default',
          type: 'elite-edge',
          path: 'M NaN 1',
        } as never),
      ],
    });
    expect(edges[0]).toEqual({ id: 's->m', source: 's', target: 'm', type: 'elite-edge', path: 'M 0 1' });
    expect(report.strippedHandles).toEqual(['s->m']);
    expect(report.repairedPaths).toEqual(['s->m']);
  });

  it('fills missing edge types and drops duplicate edge ids', () => {
    const { edges, report } = cleanupFlow({ nodes, edges: [edge('s', 'm'), edge('s', 'm')] });
    expect(edges).toEqual([{ ...edge('s', 'm'), type: 'elite-edge' }]);
    expect(report.defaultedEdgeTypes).toEqual(['s->m']);
    expect(report.droppedEdges).toEqual([{ index: 1, id: 's->m', reason: 'duplicateId' }]);
  });
});

describe('cleanupFlow: nodes', () => {
  it('gives missing or non-numeric positions (100, 100)', () => {
    const { nodes: clean, report } = cleanupFlow({
      nodes: [
        { id: 'a', type: 'message', data: {} },
        { id: 'b', type: 'message', position: { x: 'no', y: null }, data: {} },
        { id: 'c', type: 'message', position: { x: Number.NaN, y: 5 }, data: {} },
      ],
      edges: [],
    });
    expect(clean.map((n) => n.position)).toEqual([
      { x: 100, y: 100 },
      { x: 100, y: 100 },
      { x: 100, y: 5 },
    ]);
    expect(report.defaultedPositions).toEqual(['a', 'b', 'c']);
  });

  it('clamps coordinates to ±50000', () => {
    const { nodes: clean, report } = cleanupFlow({
      nodes: [node('a', 'message', 90_000, -Infinity)],
      edges: [],
    });
    expect(clean[0]?.position).toEqual({ x: 50_000, y: -50_000 });
    expect(report.clampedPositions).toEqual(['a']);
  });

  it('renames aliases and drops nodes without id, with unknown type or a repeated id', () => {
    const { nodes: clean, report } = cleanupFlow({
      nodes: [
        { ...node('h', 'message'), type: 'httpRequestNode' },
        { type: 'message', position: { x: 0, y: 0 }, data: {} },
        { ...node('u', 'message'), type: 'mystery' },
        node('h', 'end'),
        'not a node',
      ],
      edges: [],
    });
    expect(clean.map((n) => [n.id, n.type])).toEqual([['h', 'httpRequest']]);
    expect(report.renamedTypes).toEqual(['h']);
    expect(report.droppedNodes.map((d) => d.reason)).toEqual([
      'missingId',
      'unknownType',
      'duplicateId',
      'notAnObject',
    ]);
  });

  it('accepts numeric ids from old data as strings', () => {
    const { nodes: clean, edges } = cleanupFlow({
      nodes: [
        { ...node('x', 'start'), id: 1 },
        { ...node('y', 'message'), id: 2 },
      ],
      edges: [{ id: 3, source: 1, target: 2 }],
    });
    expect(clean.map((n) => n.id)).toEqual(['1', '2']);
    expect(edges[0]).toMatchObject({ id: '3', source: '1', target: '2' });
  });

  it('keeps untouched nodes and edges as the same objects and reports nothing', () => {
    const fine = { nodes, edges: [{ ...edge('s', 'm'), type: 'elite-edge' }] };
    const result = cleanupFlow(fine);
    expect(result.nodes[0]).toBe(nodes[0]);
    expect(result.edges[0]).toBe(fine.edges[0]);
    expect(hasCleanupRepairs(result.report)).toBe(false);
  });
});

const messyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer({ min: -100_000, max: 100_000 }),
  fc.double(),
  fc.string({ maxLength: 3 }),
);
const id = fc.oneof(
  fc.constantFrom('a', 'b', 'c', 'd', ''),
  fc.integer({ min: 0, max: 3 }),
  fc.constant(undefined),
);
const messyNode = fc.record(
  {
    id,
    type: fc.constantFrom(...NODE_TYPES, 'httpRequestNode', 'powerNode', 'mystery'),
    position: fc.oneof(fc.record({ x: messyValue, y: messyValue }), messyValue),
    data: fc.oneof(fc.constant({ label: 'x' }), fc.constant(undefined), fc.constant('text')),
  },
  { requiredKeys: [] },
);
const handle = fc.constantFrom(
  undefined,
  null,
  'undefined',
  'output',
  'default',
  '',
  'onSuccess',
  'output-c',
);
const messyEdge = fc.record(
  {
    id: fc.oneof(id, fc.constantFrom('e1', 'e2')),
    source: id,
    target: id,
    sourceHandle: handle,
    targetHandle: handle,
    type: fc.constantFrom(undefined, 'elite-edge', 'custom-edge'),
    path: fc.constantFrom(undefined, 'M NaN 0', 'M 1 1'),
  },
  { requiredKeys: [] },
);
const messyGraph = fc.record({
  nodes: fc.array(fc.oneof(messyNode, messyValue), { maxLength: 8 }),
  edges: fc.array(fc.oneof(messyEdge, messyValue), { maxLength: 10 }),
});

describe('cleanupFlow: properties', () => {
  it('is idempotent: a second pass changes nothing and reports nothing', () => {
    fc.assert(
      fc.property(messyGraph, (input) => {
        const first = cleanupFlow(input);
        const second = cleanupFlow(first);
        expect(second.nodes).toEqual(first.nodes);
        expect(second.edges).toEqual(first.edges);
        expect(hasCleanupRepairs(second.report)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves no dangling edge and only schema-valid positions and edges', () => {
    fc.assert(
      fc.property(messyGraph, (input) => {
        const { nodes: clean, edges } = cleanupFlow(input);
        const ids = new Set(clean.map((n) => n.id));
        expect(ids.size).toBe(clean.length);
        for (const e of edges) {
          expect(ids.has(e.source) && ids.has(e.target)).toBe(true);
          expect(edgeSchema.safeParse(e).success).toBe(true);
        }
        for (const n of clean) expect(nodeSchema.safeParse(n).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
