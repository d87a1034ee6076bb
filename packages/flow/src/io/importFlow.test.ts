import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowGraphSchema } from '../model/flowSchema';
import { NODE_TYPES } from '../model/nodeTypes';
import { counterIds, edge, node } from '../testing/graphBuilders';
import { createExportFile } from './createExportFile';
import { importFlow } from './importFlow';

const valid = {
  nodes: [
    node('s', 'start'),
    node('m', 'message'),
    node('d', 'decision', 0, 0, { conditions: [{ id: 'd-cond-0', text: 'Sí' }] }),
    node('o', 'option', 0, 0, { sourceNode: 'd', sourceHandle: 'd-cond-0' }),
  ],
  edges: [edge('s', 'm'), edge('m', 'd'), edge('d', 'o', { sourceHandle: 'output-d-cond-0' })],
};

describe('importFlow: refusals', () => {
  it('warns on empty text', () => {
    expect(importFlow('   ')).toEqual({
      ok: false,
      error: { code: 'import.emptyInput', message: 'Por favor, ingresa datos de flujo para importar.' },
    });
  });

  it('refuses invalid JSON', () => {
    expect(importFlow('{nodes:')).toEqual({
      ok: false,
      error: {
        code: 'import.invalidJson',
        message: 'Error al parsear JSON. Verifica el formato de los datos.',
      },
    });
  });

  it('refuses data without node and edge arrays', () => {
    const invalidFormat = {
      ok: false,
      error: {
        code: 'import.invalidFormat',
        message: 'Formato de datos inválido. El flujo debe contener arrays de nodos y aristas.',
      },
    };
    expect(importFlow('{"nodes": []}')).toEqual(invalidFormat);
    expect(importFlow('{"nodes": {}, "edges": []}')).toEqual(invalidFormat);
    expect(importFlow('[1, 2]')).toEqual(invalidFormat);
    expect(importFlow('"texto"')).toEqual(invalidFormat);
  });

  it('refuses flows from a newer version', () => {
    expect(importFlow('{"version": 9, "nodes": [], "edges": []}')).toMatchObject({
      ok: false,
      error: { code: 'flow.versionTooNew' },
    });
  });
});

describe('importFlow: valid data', () => {
  it('gives every node and edge a new id and re-points edges and options', () => {
    const result = importFlow(JSON.stringify(valid), { createId: counterIds() });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { nodes, edges, discarded, confirmation, warnings, success } = result.value;
    expect(nodes.map((n) => n.id)).toEqual(['start-1', 'message-2', 'decision-3', 'option-4']);
    expect(edges.map((e) => [e.id, e.source, e.target])).toEqual([
      ['e-5', 'start-1', 'message-2'],
      ['e-6', 'message-2', 'decision-3'],
      ['e-7', 'decision-3', 'option-4'],
    ]);
    expect(edges[2]).toMatchObject({ sourceHandle: 'output-d-cond-0', type: 'eliteEdge' });
    expect(nodes[3]?.data).toMatchObject({ sourceNode: 'decision-3' });
    expect(discarded).toEqual({ nodes: 0, edges: 0 });
    expect(confirmation).toBeUndefined();
    expect(warnings).toEqual([]);
    expect(success.message).toBe('¡Flujo importado exitosamente! Se cargaron 4 nodos y 3 aristas.');
  });

  it('reads its own export files', () => {
    const file = createExportFile(valid, { plubotName: 'Bot' });
    const result = importFlow(JSON.stringify(file));
    expect(result.ok && result.value.nodes).toHaveLength(4);
  });

  it('renames aliases of older files', () => {
    const old = { nodes: [{ ...node('h', 'message'), type: 'httpRequestNode' }], edges: [] };
    const result = importFlow(JSON.stringify(old));
    expect(result.ok && result.value.nodes[0]?.type).toBe('httpRequest');
  });

  it('warns when there is no start or no message node', () => {
    const result = importFlow(JSON.stringify({ nodes: [node('s', 'start')], edges: [] }));
    expect(result.ok && result.value.warnings).toEqual([
      {
        code: 'import.incompleteFlow',
        message:
          'Precaución: El flujo importado puede estar incompleto. Asegúrate de tener nodos de inicio y mensaje.',
      },
    ]);
  });

  it('clamps coordinates and strips default handles', () => {
    const data = {
      nodes: [node('s', 'start', 1e9, 0), node('m', 'message')],
      edges: [edge('s', 'm', { sourceHandle: 'output', targetHandle: '' })],
    };
    const result = importFlow(JSON.stringify(data));
    if (!result.ok) throw new Error('refused');
    expect(result.value.nodes[0]?.position).toEqual({ x: 50_000, y: 0 });
    expect(result.value.edges[0]).not.toHaveProperty('sourceHandle');
    expect(result.value.edges[0]).not.toHaveProperty('targetHandle');
  });
});

describe('importFlow: invalid items', () => {
  it('leaves out invalid nodes and edges and asks for confirmation with the counts', () => {
    const data = {
      nodes: [
        node('s', 'start'),
        node('m', 'message'),
        { id: 'noType', position: { x: 0, y: 0 }, data: { label: 'x' } },
        { id: 'noPos', type: 'message', data: { label: 'x' } },
        { id: 'strX', type: 'message', position: { x: '1', y: 0 }, data: { label: 'x' } },
        { id: 'noLabel', type: 'message', position: { x: 0, y: 0 }, data: {} },
        { id: 'badData', type: 'decision', position: { x: 0, y: 0 }, data: { label: 'x', conditions: 3 } },
        node('m', 'end'),
      ],
      edges: [edge('s', 'm'), edge('s', 'noPos'), { source: 's', target: 'm' }, edge('m', 'ghost')],
    };
    const result = importFlow(JSON.stringify(data));
    if (!result.ok) throw new Error('refused');
    expect(result.value.nodes).toHaveLength(2);
    expect(result.value.edges).toHaveLength(1);
    expect(result.value.discarded).toEqual({ nodes: 6, edges: 3 });
    expect(result.value.confirmation).toEqual({
      code: 'import.confirmDiscard',
      message: 'Advertencia: 6 nodos y 3 aristas serán descartados por ser inválidos. ¿Continuar?',
      params: { n: 6, m: 3 },
    });
  });
});

const nearlyValidNode = fc.record(
  {
    id: fc.constantFrom('a', 'b', 'c', 'd', '', 7),
    type: fc.constantFrom(...NODE_TYPES, 'powerNode', 'bogus', 3),
    position: fc.oneof(
      fc.record({ x: fc.integer({ min: -1e6, max: 1e6 }), y: fc.integer() }),
      fc.record({ x: fc.string(), y: fc.integer() }),
      fc.constant(null),
    ),
    data: fc.oneof(
      fc.record({ label: fc.string() }),
      fc.record({ label: fc.string(), conditions: fc.jsonValue() }),
      fc.record({ label: fc.string(), method: fc.constantFrom('GET', 'FETCH') }),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);
const nearlyValidEdge = fc.record(
  {
    id: fc.constantFrom('e1', 'e2', '', 5),
    source: fc.constantFrom('a', 'b', 'c', 'x'),
    target: fc.constantFrom('a', 'b', 'd', 'x'),
    sourceHandle: fc.constantFrom(null, 'output', 'undefined', 'h', 4),
    label: fc.oneof(fc.string(), fc.integer()),
  },
  { requiredKeys: [] },
);

function expectImportContract(text: string): void {
  const result = importFlow(text);
  if (!result.ok) {
    expect(result.error.message.length).toBeGreaterThan(0);
    return;
  }
  const { nodes, edges } = result.value;
  expect(flowGraphSchema.safeParse({ nodes, edges }).success).toBe(true);
  const ids = new Set(nodes.map((n) => n.id));
  expect(ids.size).toBe(nodes.length);
  for (const e of edges) expect(ids.has(e.source) && ids.has(e.target)).toBe(true);
}

describe('importFlow: properties', () => {
  it('does not let __proto__ keys reach shared prototypes', () => {
    const text =
      '{"nodes":[{"id":"a","type":"message","position":{"x":0,"y":0},"data":{"label":"x","__proto__":{"polluted":1}}}],"edges":[]}';
    expect(importFlow(text).ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string(), (text) => expectImportContract(text)),
      { numRuns: 500 },
    );
  });

  it('never throws on any JSON and keeps its contract', () => {
    fc.assert(
      fc.property(fc.json(), (text) => expectImportContract(text)),
      { numRuns: 500 },
    );
  });

  it('on near-valid flows returns a schema-valid flow with no dangling edge', () => {
    const validNode = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd'),
      type: fc.constantFrom(...NODE_TYPES),
      position: fc.record({ x: fc.integer({ min: -1e6, max: 1e6 }), y: fc.integer() }),
      data: fc.record({ label: fc.string() }),
    });
    const validEdge = fc.record({
      id: fc.string({ minLength: 1 }),
      source: fc.constantFrom('a', 'b', 'c', 'd'),
      target: fc.constantFrom('a', 'b', 'c', 'd'),
      sourceHandle: fc.constantFrom(undefined, null, 'output', 'undefined', 'onSuccess'),
    });
    const flows = fc.record({
      nodes: fc.array(fc.oneof({ arbitrary: validNode, weight: 4 }, nearlyValidNode, fc.jsonValue()), {
        maxLength: 8,
      }),
      edges: fc.array(fc.oneof({ arbitrary: validEdge, weight: 4 }, nearlyValidEdge, fc.jsonValue()), {
        maxLength: 10,
      }),
    });
    fc.assert(
      fc.property(flows, (flow) => expectImportContract(JSON.stringify(flow))),
      { numRuns: 1000 },
    );
  });
});
