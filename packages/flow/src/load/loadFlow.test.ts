import { describe, expect, it } from 'vitest';
import { loadFlow } from './loadFlow';

describe('loadFlow', () => {
  it('migrates, repairs and validates a stored flow', () => {
    const result = loadFlow({
      flow_name: 'Antiguo',
      nodes: [
        { id: 's', type: 'start', data: { label: 'Inicio' } },
        { id: 'h', type: 'httpRequestNode', position: { x: 1, y: 2 }, data: { label: 'API' } },
      ],
      edges: [
        { id: 'e', source: 's', target: 'h' },
        { id: 'bad', source: 's', target: 'nowhere' },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.fromVersion).toBe(0);
    expect(result.value.flow).toMatchObject({
      version: 2,
      flowName: 'Antiguo',
      nodes: [{ position: { x: 100, y: 100 } }, { type: 'httpRequest' }],
      edges: [{ id: 'e', type: 'elite-edge' }],
    });
    expect(result.value.report.droppedEdges).toEqual([{ index: 1, id: 'bad', reason: 'missingNode' }]);
  });

  it('fails with paths on what it cannot repair', () => {
    const result = loadFlow({
      version: 1,
      nodes: [{ id: 'd', type: 'decision', position: { x: 0, y: 0 }, data: { conditions: 'Sí' } }],
      edges: [],
    });
    expect(result).toMatchObject({
      ok: false,
      error: [{ path: 'nodes.0.data.conditions', code: 'schema.invalidType' }],
    });
  });

  it('fails when nodes or edges are not lists', () => {
    expect(loadFlow({ version: 1, nodes: 'x', edges: [] })).toMatchObject({
      ok: false,
      error: [{ path: 'nodes' }],
    });
    expect(loadFlow(42)).toMatchObject({ ok: false, error: [{ code: 'flow.notAnObject' }] });
  });
});
