import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { LabState, LabStore } from './createLabStore';

/** The lab store of the screen: the creation draft or the identity editor's. */
export const LabStoreContext = createContext<LabStore | null>(null);

/** Reads the screen's lab store; declare selectors at module scope (or use `useShallow`). */
export function useLabStore<T>(selector: (state: LabState) => T): T {
  const store = useContext(LabStoreContext);
  if (!store) throw new Error('useLabStore needs a <LabStoreContext.Provider>');
  return useStore(store, selector);
}

/** The screen's lab store itself, for actions run outside rendering. */
export function useLabStoreApi(): LabStore {
  const store = useContext(LabStoreContext);
  if (!store) throw new Error('useLabStoreApi needs a <LabStoreContext.Provider>');
  return store;
}
