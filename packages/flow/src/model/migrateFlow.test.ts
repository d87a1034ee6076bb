import { describe, expect, it } from 'vitest';
import { migrateFlow } from './migrateFlow';
import { parseFlow } from './parseFlow';

const v0 = {
  flow_name: 'Viejo',
  plubot_id: 42,
  nodes: [
    { id: 'h', type: 'httpRequestNode', position: { x: 0, y: 0 }, data: { label: 'h' } },
    { id: 'p', type: 'powerNode', position: { x: 0, y: 0 }, data: { label: 'p' } },
    { id: 'd', type: 'decision', position: { x: 0, y: 0 }, data: { label: 'd', conditions: ['Sí', 'No'] } },
  ],
  edges: [],
};

describe('migrateFlow', () => {
  it('brings a version-0 flow to the current version', () => {
    const result = migrateFlow(v0);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { flow, fromVersion } = result.value;
    expect(fromVersion).toBe(0);
    expect(flow).toMatchObject({ version: 2, flowName: 'Viejo', plubotId: '42' });
    expect(flow).not.toHaveProperty('flow_name');
    expect((flow.nodes as { type: string }[]).map((n) => n.type)).toEqual([
      'httpRequest',
      'power',
      'decision',
    ]);
    expect((flow.nodes as { data: unknown }[])[2]?.data).toEqual({
      label: 'd',
      conditions: [
        { id: 'd-cond-0', text: 'Sí' },
        { id: 'd-cond-1', text: 'No' },
      ],
    });
  });

  it('leaves a current flow as it is', () => {
    const flow = { version: 2, flowName: 'x', nodes: [], edges: [] };
    expect(migrateFlow(flow)).toEqual({ ok: true, value: { flow, fromVersion: 2 } });
  });

  it('refuses what it cannot migrate', () => {
    expect(migrateFlow(null)).toMatchObject({ ok: false, error: { code: 'flow.notAnObject' } });
    expect(migrateFlow([])).toMatchObject({ ok: false, error: { code: 'flow.notAnObject' } });
    expect(migrateFlow({ version: '1' })).toMatchObject({
      ok: false,
      error: { code: 'flow.invalidVersion' },
    });
    expect(migrateFlow({ version: 3 })).toMatchObject({
      ok: false,
      error: {
        code: 'flow.versionTooNew',
        message: 'El flujo tiene la versión 3, más reciente que la admitida (2).',
      },
    });
  });

  it('fills missing node and edge lists of old flows', () => {
    const result = migrateFlow({});
    expect(result.ok && result.value.flow).toMatchObject({ nodes: [], edges: [], version: 2 });
  });
});

describe('parseFlow', () => {
  it('migrates then validates', () => {
    const result = parseFlow(v0);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.flowName).toBe('Viejo');
  });

  it('reports validation issues with paths', () => {
    const result = parseFlow({
      ...v0,
      nodes: [{ id: 'a', type: 'message', position: { x: 'a', y: 0 }, data: {} }],
    });
    expect(result).toMatchObject({ ok: false, error: [{ path: 'nodes.0.position.x' }] });
  });

  it('reports an unreadable input at the root', () => {
    expect(parseFlow('texto')).toMatchObject({ ok: false, error: [{ code: 'flow.notAnObject', path: '' }] });
  });
});
