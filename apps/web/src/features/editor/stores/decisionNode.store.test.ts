import { describe, expect, it, vi } from 'vitest';
import type { EditorApi } from '../helpers/editorApi';
import type { StoredFlow } from '../types';
import { createEditorStore } from './createEditorStore';

// A decision node's title and question, saved through the editor's store (issue #25).

const FLOW: StoredFlow = {
  flowName: 'Soporte',
  nodes: [{ id: 'start-1', type: 'start', position: { x: 100, y: 100 }, data: { label: 'Inicio' } }],
  edges: [],
  viewport: { x: 0, y: 0, zoom: 1 },
  revision: 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

async function loadedStore() {
  const api: EditorApi = {
    getFlow: vi.fn(async () => ({ flow: FLOW, repairs: 0 })),
    saveFlow: vi.fn(async () => ({ revision: 2, savedAt: '2025-01-01T00:01:00.000Z', message: 'ok' })),
  };
  let clock = 1_000;
  const store = createEditorStore({ api, now: () => (clock += 1000) });
  await store.getState().loadFlow('bot-1');
  return store;
}

describe('editor store: a decision’s title', () => {
  it('renames a decision with its question, as one undoable step', async () => {
    const store = await loadedStore();
    const id = store.getState().addNode('decision', { x: 400, y: 100 });
    const decision = () => store.getState().nodes.find((node) => node.id === id)!;
    expect(decision().data.label).toBe('Nueva decisión');
    const conditions = decision().data.conditions as { id: string; text: string }[];

    const problem = store
      .getState()
      .saveDecision(id, { label: '  Menú principal ', question: '¿Qué necesitas?', conditions });

    expect(problem).toBeUndefined();
    expect(decision().data).toMatchObject({ label: 'Menú principal', question: '¿Qué necesitas?' });
    store.getState().undo();
    expect(decision().data.label).toBe('Nueva decisión');
  });

  it('keeps the title when the question is refused', async () => {
    const store = await loadedStore();
    const id = store.getState().addNode('decision', { x: 400, y: 100 });
    const conditions = store.getState().nodes.find((node) => node.id === id)!.data.conditions as {
      id: string;
      text: string;
    }[];
    expect(store.getState().saveDecision(id, { label: 'Menú', question: ' ', conditions })).toMatchObject({
      code: 'decision.questionEmpty',
    });
    expect(store.getState().nodes.find((node) => node.id === id)!.data.label).toBe('Nueva decisión');
  });
});
