import { getPerformanceLevel, type PerformanceLevel } from '@plubot/flow';
import { useEffect } from 'react';
import { toFlowGraph } from '../helpers/toFlowGraph';
import { useEditorStoreApi } from '../stores/EditorStoreContext';

/** Ultra mode switches apply 100 ms after the last toggle (spec §9). */
export const ULTRA_TOGGLE_DEBOUNCE_MS = 100;

const PERFORMANCE_CLASSES: readonly PerformanceLevel[] = ['none', 'low', 'medium', 'high', 'ultra'];

/**
 * Flags the page body while the editor is open: `ultra-performance-mode` in Ultra mode (debounced),
 * and `performance-{level}` from the flow's complexity — high and ultra turn animations off (the
 * store's `animationsDisabled` tells the particle background and the edges).
 */
export function useEditorBodyFlags(): void {
  const store = useEditorStoreApi();
  useEffect(() => {
    const body = document.body;
    let ultraTimer: ReturnType<typeof setTimeout> | undefined;
    let level: PerformanceLevel | undefined;
    const applyUltra = (on: boolean) => {
      clearTimeout(ultraTimer);
      ultraTimer = setTimeout(
        () => body.classList.toggle('ultra-performance-mode', on),
        ULTRA_TOGGLE_DEBOUNCE_MS,
      );
    };
    const applyLevel = () => {
      const state = store.getState();
      const assessment = getPerformanceLevel(toFlowGraph(state.nodes, state.edges));
      state.setAnimationsDisabled(assessment.disableAnimations);
      const next = assessment.level;
      if (next === level) return;
      if (level) body.classList.remove(`performance-${level}`);
      body.classList.add(`performance-${next}`);
      level = next;
    };
    /** A heavy flow opened outside Ultra mode: suggest it once (spec §9 suggestions). */
    const suggestUltraMode = () => {
      const state = store.getState();
      if (state.isUltraMode) return;
      const suggestion = getPerformanceLevel(toFlowGraph(state.nodes, state.edges)).suggestions.find(
        (message) => message.code === 'performance.enableUltra',
      );
      if (suggestion) state.showNotice('info', { flow: suggestion });
    };
    applyUltra(store.getState().isUltraMode);
    applyLevel();
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.isUltraMode !== previous.isUltraMode) applyUltra(state.isUltraMode);
      if (state.loadState === 'loaded' && previous.loadState !== 'loaded') suggestUltraMode();
      if (state.nodes.length !== previous.nodes.length || state.edges.length !== previous.edges.length) {
        applyLevel();
      }
    });
    return () => {
      unsubscribe();
      clearTimeout(ultraTimer);
      body.classList.remove('ultra-performance-mode');
      for (const name of PERFORMANCE_CLASSES) body.classList.remove(`performance-${name}`);
    };
  }, [store]);
}
