import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { EditorStore } from './createEditorStore';
import type { EditorState } from './editorStoreTypes';

const EditorStoreContext = createContext<EditorStore | null>(null);

/** Makes one editor instance's store available to the editor's components. */
export function EditorStoreProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>;
}

/** The editor store itself, for actions and reads outside render (`getState`, `subscribe`). */
export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore must be used inside <EditorStoreProvider>');
  return store;
}

/**
 * Reads a part of the editor state and re-renders only when that part changes. Pass selectors
 * declared at module scope (see `editorSelectors.ts`); wrap object results in `useShallow`.
 */
export function useEditorStore<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStoreApi(), selector);
}
