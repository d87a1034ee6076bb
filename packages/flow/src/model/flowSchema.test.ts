import { describe, expect, it } from 'vitest';
import { createInitialFlow } from '../catalogue/createInitialFlow';
import { edge, node } from '../testing/graphBuilders';
import { backupSchema, emergencyBackupSchema, serverBackupSchema } from './backupSchema';
import { flowSaveSchema } from './flowSaveSchema';
import { flowSchema } from './flowSchema';
import { flowHistorySchema } from './historySchema';
import { nodeSchema } from './nodeSchema';
import { toFlowIssues } from './toFlowIssues';

describe('flowSchema', () => {
  it('fills the default name and viewport', () => {
    const parsed = flowSchema.parse({ version: 2, nodes: [], edges: [] });
    expect(parsed.flowName).toBe('Flujo sin título');
    expect(parsed.viewport).toEqual({ x: 0, y: 0, zoom: 1 });
  });

  it('keeps unknown node, data and edge fields through a round trip', () => {
    const flow = {
      ...createInitialFlow(),
      nodes: [
        { ...node('m', 'message'), measured: { width: 10 }, data: { label: 'm', custom: { deep: [1] } } },
      ],
      edges: [{ ...edge('m', 'm'), zIndex: 4 }],
    };
    const parsed = flowSchema.parse(JSON.parse(JSON.stringify(flow)));
    expect(parsed.nodes[0]).toMatchObject({ measured: { width: 10 }, data: { custom: { deep: [1] } } });
    expect(parsed.edges[0]).toMatchObject({ zIndex: 4 });
  });

  it('types data per node type', () => {
    const bad = nodeSchema.safeParse({ ...node('d', 'decision'), data: { label: 'd', conditions: 'Sí' } });
    expect(bad.success).toBe(false);
    const fine = nodeSchema.safeParse({ ...node('m', 'message'), data: { label: 'm', conditions: 'Sí' } });
    expect(fine.success).toBe(true);
  });

  it('refuses coordinates beyond ±50000 and unknown node types', () => {
    expect(nodeSchema.safeParse(node('a', 'message', 50_001, 0)).success).toBe(false);
    expect(nodeSchema.safeParse({ ...node('a', 'message'), type: 'powerNode' }).success).toBe(false);
  });
});

describe('toFlowIssues', () => {
  it('reports paths like nodes.3.data.label in Spanish', () => {
    const nodes = [node('a', 'start'), node('b', 'message'), node('c', 'message'), node('d', 'end')];
    const flow = {
      ...createInitialFlow(),
      nodes: nodes.map((n, i) => (i === 3 ? { ...n, data: { label: 7 } } : n)),
    };
    const result = flowSchema.safeParse(flow);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFlowIssues(result.error)).toEqual([
      {
        code: 'schema.invalidType',
        path: 'nodes.3.data.label',
        message: 'En nodes.3.data.label: se esperaba string.',
        params: { path: 'nodes.3.data.label', expected: 'string' },
      },
    ]);
  });

  it('names unknown node types', () => {
    const result = flowSchema.safeParse({
      ...createInitialFlow(),
      nodes: [{ ...node('a', 'start'), type: 'x' }],
    });
    expect(result.success || toFlowIssues(result.error)[0]).toMatchObject({
      code: 'schema.unknownNodeType',
      path: 'nodes.0.type',
    });
  });
});

describe('flowSaveSchema', () => {
  const base = {
    flowName: 'Mi flujo',
    nodes: [node('a', 'start'), node('b', 'end')],
    edges: [edge('a', 'b')],
  };

  it('accepts a save body and fills version and viewport', () => {
    const parsed = flowSaveSchema.parse(base);
    expect(parsed.version).toBe(2);
    expect(parsed.viewport).toEqual({ x: 0, y: 0, zoom: 1 });
  });

  it('refuses more than 5,000 nodes', () => {
    const nodes = Array.from({ length: 5_001 }, (_, i) => node(`n${i}`, 'message'));
    const result = flowSaveSchema.safeParse({ ...base, nodes, edges: [] });
    expect(result.success || toFlowIssues(result.error)[0]).toMatchObject({
      code: 'schema.tooBig',
      path: 'nodes',
    });
  });

  it('refuses over-long strings', () => {
    const long = { ...base, flowName: 'x'.repeat(201) };
    expect(flowSaveSchema.safeParse(long).success).toBe(false);
  });

  it('reports duplicate ids and edges to missing nodes with their paths', () => {
    const body = {
      ...base,
      nodes: [...base.nodes, node('a', 'message')],
      edges: [edge('a', 'b'), edge('a', 'b'), edge('a', 'ghost')],
    };
    const result = flowSaveSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (result.success) return;
    const issues = toFlowIssues(result.error);
    expect(issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['schema.duplicateNodeId', 'nodes.2.id'],
      ['schema.duplicateEdgeId', 'edges.1.id'],
      ['schema.missingNode', 'edges.2.target'],
    ]);
    expect(issues[2]?.message).toBe('En edges.2.target: no existe el nodo "ghost".');
  });
});

describe('backup, history and export schemas', () => {
  it('accept what the editor stores', () => {
    const nodes = [node('a', 'start')];
    expect(backupSchema.safeParse({ nodes, edges: [], timestamp: 1 }).success).toBe(true);
    expect(emergencyBackupSchema.safeParse({ nodes }).success).toBe(true);
    const serverBackup = {
      id: 'b1',
      name: 'Copia',
      created_at: '2025-01-01',
      metadata: { nodes_count: 1, edges_count: 0 },
    };
    expect(serverBackupSchema.safeParse(serverBackup).success).toBe(true);
    expect(
      flowHistorySchema.safeParse({ past: [{ nodes, edges: [] }], future: [], maxHistory: 50 }).success,
    ).toBe(true);
    expect(backupSchema.safeParse({ nodes, edges: [] }).success).toBe(false);
  });
});
