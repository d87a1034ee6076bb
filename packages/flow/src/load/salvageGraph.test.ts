import { describe, expect, it } from 'vitest';
import type { FlowEdge } from '../model/edgeSchema';
import type { FlowNode } from '../model/nodeSchema';
import { salvageGraph } from './salvageGraph';

const at = { x: 0, y: 0 };

describe('salvageGraph', () => {
  it('gives a valid graph back with the same objects', () => {
    const nodes: FlowNode[] = [{ id: 's', type: 'start', position: at, data: { label: 'Inicio' } }];
    const edges: FlowEdge[] = [];
    const result = salvageGraph({ nodes, edges });
    expect(result.nodes[0]).toBe(nodes[0]);
    expect(result).toMatchObject({ repairedNodeIds: [], droppedNodeIds: [], droppedEdgeIds: [] });
  });

  it('leaves out the data fields that do not fit and keeps the rest of the node', () => {
    const decision = {
      id: 'd',
      type: 'decision',
      position: at,
      data: { label: 'Pregunta', question: '¿Seguimos?', conditions: 'Sí', extra: 1 },
    } as const;
    const result = salvageGraph({ nodes: [decision as unknown as FlowNode], edges: [] });
    expect(result.repairedNodeIds).toEqual(['d']);
    expect(result.nodes[0]?.data).toEqual({ label: 'Pregunta', question: '¿Seguimos?', extra: 1 });
  });

  it('drops a node that cannot be read and the edges that touch it', () => {
    const broken = { id: 'b', type: 'message', position: { x: 'a', y: 0 }, data: {} };
    const nodes = [{ id: 's', type: 'start', position: at, data: {} }, broken] as unknown as FlowNode[];
    const edges: FlowEdge[] = [{ id: 'e', source: 's', target: 'b' }];
    const result = salvageGraph({ nodes, edges });
    expect(result.nodes.map((node) => node.id)).toEqual(['s']);
    expect(result).toMatchObject({ droppedNodeIds: ['b'], droppedEdgeIds: ['e'] });
  });
});
