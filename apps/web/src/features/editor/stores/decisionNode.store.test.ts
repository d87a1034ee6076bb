import { describe, expect, it } from 'vitest';
import { loadStartOnlyStore } from './testing/loadStartOnlyStore';

// A decision node's title and question, saved through the editor's store (issue #25).

const loadedStore = () => loadStartOnlyStore();

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
