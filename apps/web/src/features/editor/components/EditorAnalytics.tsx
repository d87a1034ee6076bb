import { type ReactFlowState, useReactFlow, useStore } from '@xyflow/react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  buildFunnelOverlay,
  DEFAULT_RANGE_DAYS,
  FunnelOverlayContext,
  FunnelPanel,
  getPresetRange,
  type RangePreset,
  useFunnelQuery,
} from '../../analytics';
import { useEditorModals } from '../hooks/useEditorModals';
import { useEditorStore, useEditorStoreApi } from '../stores/EditorStoreContext';
import { selectAnalyticsOn, selectLoadState } from '../stores/editorSelectors';
import type { EditorState } from '../stores/editorStoreTypes';

/** `?analytics=1` in the editor's address turns the overlay on once the flow is loaded. */
export const ANALYTICS_QUERY_PARAM = 'analytics';
const FOCUS = { duration: 600, maxZoom: 1.2, padding: 0.3, includeHiddenNodes: true } as const;
/** The number of nodes while the overlay is on (0 while off, so adding nodes costs nothing here). */
const selectOverlayNodeCount = (state: EditorState) => (state.analyticsOn ? state.nodes.length : 0);

/**
 * The 'Analítica' overlay of the editor (issue #18), wrapped around the canvas: while the toggle is
 * on it fetches the funnel, hands it to every node and edge through `FunnelOverlayContext` (null
 * while off, so nodes and edges do nothing extra) and shows the panel over the canvas.
 */
export function EditorAnalytics({ plubotId, children }: { plubotId: string; children: ReactNode }) {
  const store = useEditorStoreApi();
  const on = useEditorStore(selectAnalyticsOn);
  const loaded = useEditorStore(selectLoadState) === 'loaded';
  const nodeCount = useEditorStore(selectOverlayNodeCount);
  const [days, setDays] = useState<RangePreset>(DEFAULT_RANGE_DAYS);
  const range = useMemo(() => getPresetRange(days, Date.now()), [days]);
  const funnel = useFunnelQuery(plubotId, range, on);
  const data = on && loaded ? funnel.data : undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const askedInAddress = searchParams.get(ANALYTICS_QUERY_PARAM) === '1';
  const { openShare } = useEditorModals();
  const { fitView } = useReactFlow();

  useEffect(() => {
    if (!askedInAddress || !loaded) return;
    store.getState().setAnalyticsOn(true);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ANALYTICS_QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [askedInAddress, loaded, store, setSearchParams]);

  // Recomputed when the data or the number of nodes changes (a deleted node is no longer the worst),
  // never on a drag or an edit: a new overlay re-renders every node once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: nodeCount is the trigger, the ids are read fresh
  const overlay = useMemo(() => {
    if (!data || data.started === 0) return null;
    const ids = new Set(store.getState().nodes.map((node) => node.id));
    return buildFunnelOverlay(data, { isPresent: (id) => ids.has(id) });
  }, [data, store, nodeCount]);

  const worstId = overlay?.worst?.nodeId ?? null;
  const worstType = useStore(
    useCallback(
      (state: ReactFlowState) => (worstId ? state.nodeLookup.get(worstId)?.type : undefined),
      [worstId],
    ),
  );
  const worstData = useStore(
    useCallback(
      (state: ReactFlowState) =>
        worstId ? state.nodeLookup.get(worstId)?.internals.userNode.data : undefined,
      [worstId],
    ),
  );
  const worstNode = useMemo(
    () => (worstType === undefined ? undefined : { type: worstType, data: worstData }),
    [worstType, worstData],
  );

  const focusNode = useCallback(
    (nodeId: string) => {
      const { nodes, onNodesChange } = store.getState();
      // Selecting is a `select` change: neither an undo step nor an unsaved change.
      const changes = nodes
        .filter((node) => Boolean(node.selected) !== (node.id === nodeId))
        .map((node) => ({ type: 'select' as const, id: node.id, selected: node.id === nodeId }));
      if (changes.length > 0) onNodesChange(changes);
      void fitView({ nodes: [{ id: nodeId }], ...FOCUS });
    },
    [store, fitView],
  );

  return (
    <FunnelOverlayContext.Provider value={overlay}>
      {children}
      {on && loaded && (
        <FunnelPanel
          plubotId={plubotId}
          days={days}
          onDaysChange={setDays}
          funnel={funnel}
          overlay={overlay}
          worstNode={worstNode}
          onFocusNode={focusNode}
          onShare={openShare}
          onClose={() => store.getState().setAnalyticsOn(false)}
        />
      )}
    </FunnelOverlayContext.Provider>
  );
}
