import { type DoctorContext, examineFlow } from '@plubot/flow';
import { describe, expect, it, vi } from 'vitest';
import type { EditorApi } from '../../helpers/editorApi';
import { toFlowGraph } from '../../helpers/toFlowGraph';
import { createEditorStore } from '../../stores/createEditorStore';
import type { EditorNode, StoredFlow } from '../../types';

const CONTEXT: DoctorContext = { maxMenuButtons: 3, services: { ai: true, mail: true, discord: true } };

const NODES: EditorNode[] = [
  { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
  { id: 'message-1', type: 'message', position: { x: 0, y: 200 }, data: { label: 'Hola', message: 'Hola' } },
];

/** A loaded editor on a flow no conversation can finish: start → message, and no End. */
async function storeWithoutEnd() {
  const flow: StoredFlow = {
    flowName: 'Sin final',
    nodes: NODES,
    edges: [{ id: 'e1', source: 'start-1', target: 'message-1' }],
    viewport: { x: 0, y: 0, zoom: 1 },
    revision: 1,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
  const api: EditorApi = {
    getFlow: vi.fn(async () => ({ flow, repairs: 0 })),
    saveFlow: vi.fn(async () => ({ revision: 2, savedAt: '2025-01-01T00:01:00.000Z', message: 'ok' })),
  };
  const store = createEditorStore({ api, now: () => 5_000 });
  await store.getState().loadFlow('bot-1');
  return store;
}

const noEndFinding = (store: Awaited<ReturnType<typeof storeWithoutEnd>>) => {
  const { nodes, edges } = store.getState();
  const finding = examineFlow(toFlowGraph(nodes, edges), CONTEXT).findings.find(
    (candidate) => candidate.rule === 'noReachableEnd',
  );
  if (!finding) throw new Error('the flow should lack a reachable End');
  return finding;
};

describe('editor store: applyDoctorFix', () => {
  it("applies a finding's fix as one undoable change the Doctor no longer reports", async () => {
    const store = await storeWithoutEnd();
    const finding = noEndFinding(store);

    expect(store.getState().applyDoctorFix(finding)).toBe(true);
    const fixed = store.getState();
    expect(fixed.nodes.some((node) => node.type === 'end')).toBe(true);
    expect(fixed.hasChanges).toBe(true);
    expect(fixed.history.past).toHaveLength(1);
    const after = examineFlow(toFlowGraph(fixed.nodes, fixed.edges), CONTEXT);
    expect(after.findings.some((candidate) => candidate.rule === 'noReachableEnd')).toBe(false);

    store.getState().undo();
    expect(store.getState().nodes).toEqual(NODES);
  });

  it('records nothing when the problem is already gone or the finding has no fix', async () => {
    const store = await storeWithoutEnd();
    const finding = noEndFinding(store);
    store.getState().applyDoctorFix(finding);
    const past = store.getState().history.past.length;

    expect(store.getState().applyDoctorFix(finding)).toBe(false);
    const { fixes: _fixes, ...withoutFix } = finding;
    expect(store.getState().applyDoctorFix(withoutFix)).toBe(false);
    expect(store.getState().applyDoctorFix(finding, 'delete')).toBe(false);
    expect(store.getState().history.past).toHaveLength(past);
  });
});
