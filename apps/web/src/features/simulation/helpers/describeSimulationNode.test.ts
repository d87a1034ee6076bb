import { describe, expect, it } from 'vitest';
import { describeSimulationNode } from './describeSimulationNode';

const nodes = [
  { id: 'node-abc123', type: 'message', data: { label: 'Pedir el nombre' } },
  { id: 'node-def456', type: 'decision', data: { label: '   ' } },
  { id: 'node-ghi789', data: {} },
];

describe('describeSimulationNode', () => {
  it('names a node by its title, without its internal id', () => {
    const name = describeSimulationNode(nodes, 'node-abc123');
    expect(name).toEqual({ kind: 'label', label: 'Pedir el nombre' });
    expect(JSON.stringify(name)).not.toContain('node-abc123');
  });

  it('falls back to the node type when the title is blank', () => {
    expect(describeSimulationNode(nodes, 'node-def456')).toEqual({ kind: 'type', type: 'decision' });
  });

  it('names nothing when no node is active, the node is gone or it has neither title nor type', () => {
    expect(describeSimulationNode(nodes, undefined)).toBeUndefined();
    expect(describeSimulationNode(nodes, 'node-missing')).toBeUndefined();
    expect(describeSimulationNode(nodes, 'node-ghi789')).toBeUndefined();
  });
});
