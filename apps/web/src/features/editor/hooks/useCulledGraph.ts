import { type ReactFlowState, useStoreApi, type Viewport } from '@xyflow/react';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { type CullingView, getRenderedEdges, getRenderedNodeIds } from '../helpers/cullNodes';
import { VISIBLE_ONLY_THRESHOLD } from '../helpers/estimateNodeGeometry';
import { useEditorStore } from '../stores/EditorStoreContext';
import type { EditorState } from '../stores/editorStoreTypes';
import type { EditorEdge, EditorNode } from '../types';

/** Viewport changes are taken at most this often (spec §9). */
const VIEW_THROTTLE_MS = 50;
/** A pan shorter than this, in screen pixels, keeps the drawn nodes: the 400 px margin covers it. */
const MOVE_THRESHOLD_PX = 100;
/** A zoom change smaller than this ratio keeps the drawn nodes. */
const ZOOM_THRESHOLD = 0.1;

const readView = (state: ReactFlowState<EditorNode, EditorEdge>): CullingView => ({
  x: state.transform[0],
  y: state.transform[1],
  zoom: state.transform[2],
  width: state.width,
  height: state.height,
});

function movedEnough(from: CullingView, to: CullingView): boolean {
  return (
    Math.abs(from.x - to.x) > MOVE_THRESHOLD_PX ||
    Math.abs(from.y - to.y) > MOVE_THRESHOLD_PX ||
    Math.abs(to.zoom / from.zoom - 1) > ZOOM_THRESHOLD ||
    Math.abs(from.width - to.width) > MOVE_THRESHOLD_PX ||
    Math.abs(from.height - to.height) > MOVE_THRESHOLD_PX
  );
}

/** The nodes kept drawn wherever they are: the one being edited, whose form or menu is open. */
const selectKeptIds = (state: EditorState): (string | null)[] => [
  state.editingNodeId,
  state.inspectedNodeId,
  state.connectingFromNodeId,
  state.editRequest && !state.editRequest.handled ? state.editRequest.nodeId : null,
  state.menu?.kind === 'node' ? state.menu.id : null,
];

/**
 * The view culling follows: React Flow's viewport and size, taken when they have moved past a
 * threshold and at most every 50 ms, so a pan re-culls a few times a second, not every frame. It
 * starts at the opening viewport and the canvas's size, before React Flow has drawn anything.
 */
function useCullingView(
  enabled: boolean,
  opening: Viewport | null,
  wrapperRef: RefObject<HTMLDivElement | null>,
): CullingView | null {
  const flow = useStoreApi<EditorNode, EditorEdge>();
  const [view, setView] = useState<CullingView | null>(null);
  useEffect(() => {
    if (!enabled || !opening) return;
    const fromFlow = readView(flow.getState());
    let last: CullingView =
      fromFlow.width > 0
        ? fromFlow
        : {
            ...opening,
            width: wrapperRef.current?.clientWidth ?? 0,
            height: wrapperRef.current?.clientHeight ?? 0,
          };
    setView(last);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = flow.subscribe((state) => {
      if (timer !== undefined || state.width === 0) return;
      if (!movedEnough(last, readView(state))) return;
      timer = setTimeout(() => {
        timer = undefined;
        last = readView(flow.getState());
        setView(last);
      }, VIEW_THROTTLE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [enabled, opening, flow, wrapperRef]);
  if (!enabled || !opening) return null;
  if (view) return view;
  // The first render, before the effect: React Flow's view if it has one, else the opening one.
  const fromFlow = readView(flow.getState());
  if (fromFlow.width > 0) return fromFlow;
  return {
    ...opening,
    width: wrapperRef.current?.clientWidth ?? 0,
    height: wrapperRef.current?.clientHeight ?? 0,
  };
}

/**
 * What React Flow is given of a big flow (from `VISIBLE_ONLY_THRESHOLD` nodes on): the nodes on
 * screen or within 400 screen pixels of it (spec §9), the selected and dragged ones and those being
 * edited, as they are; every other node marked `hidden` (React Flow keeps it, so fitting the view,
 * focusing a node and the keyboard still reach it, but draws nothing for it); and the edges with
 * either end drawn. Derived per view change, never written to the editor store: saving, undo, the
 * Doctor and the minimap read all the nodes there. Small flows are passed as they are.
 */
export function useCulledGraph(
  nodes: EditorNode[],
  edges: EditorEdge[],
  opening: Viewport | null,
  wrapperRef: RefObject<HTMLDivElement | null>,
): { nodes: EditorNode[]; edges: EditorEdge[] } {
  const enabled = nodes.length >= VISIBLE_ONLY_THRESHOLD;
  const view = useCullingView(enabled, opening, wrapperRef);
  const kept = useEditorStore(useShallow(selectKeptIds));
  // One hidden copy per stored node object, so React Flow sees the same object while it stays hidden.
  const hiddenCopies = useRef(new WeakMap<EditorNode, EditorNode>());
  const rendered = useMemo(
    () => (view ? getRenderedNodeIds(nodes, view, { keep: kept }) : null),
    [nodes, view, kept],
  );
  const canvasNodes = useMemo(() => {
    if (!rendered) return nodes;
    return nodes.map((node) => {
      if (rendered.has(node.id)) return node;
      let hidden = hiddenCopies.current.get(node);
      if (!hidden) {
        hidden = { ...node, hidden: true };
        hiddenCopies.current.set(node, hidden);
      }
      return hidden;
    });
  }, [nodes, rendered]);
  // The same array while the same edges are drawn: dragging a node re-culls but must not hand
  // React Flow a new edge list every frame.
  const lastEdges = useRef<EditorEdge[]>(edges);
  const canvasEdges = useMemo(() => {
    const next = rendered ? getRenderedEdges(edges, rendered) : edges;
    const last = lastEdges.current;
    if (next.length === last.length && next.every((edge, index) => edge === last[index])) return last;
    lastEdges.current = next;
    return next;
  }, [edges, rendered]);
  return { nodes: canvasNodes, edges: canvasEdges };
}
