import { vi } from 'vitest';
import type { EditorApi } from '../../helpers/editorApi';
import type { StoredFlow } from '../../types';
import { createEditorStore } from '../createEditorStore';

/** A saved flow with only its start node, as a new bot's editor opens. */
export const START_ONLY_FLOW: StoredFlow = {
  flowName: 'Soporte',
  nodes: [{ id: 'start-1', type: 'start', position: { x: 100, y: 100 }, data: { label: 'Inicio' } }],
  edges: [],
  viewport: { x: 0, y: 0, zoom: 1 },
  revision: 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** An editor store that loaded `flow` (the start-only one by default) from an API that saves. */
export async function loadStartOnlyStore(flow: StoredFlow = START_ONLY_FLOW) {
  const api: EditorApi = {
    getFlow: vi.fn(async () => ({ flow, repairs: 0 })),
    saveFlow: vi.fn(async () => ({ revision: 2, savedAt: '2025-01-01T00:01:00.000Z', message: 'ok' })),
  };
  let clock = 1_000;
  const store = createEditorStore({ api, now: () => (clock += 1000) });
  await store.getState().loadFlow('bot-1');
  return store;
}
