import {
  type CanvasExtent,
  checkConnection,
  DEFAULT_VIEWPORT,
  FLOW_LIMITS,
  getTranslateExtent,
  isValidConnection,
  NODE_CATALOGUE,
  parsePaletteDrop,
} from '@plubot/flow';
import {
  Background,
  BackgroundVariant,
  type Connection,
  type Edge,
  type FinalConnectionState,
  type FitViewOptions,
  getViewportForBounds,
  type OnBeforeDelete,
  ReactFlow,
  useReactFlow,
  type Viewport,
} from '@xyflow/react';
import {
  type DragEvent,
  type MouseEvent as ReactMouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useShallow } from 'zustand/react/shallow';
import { describeConnectionAttempt } from '../helpers/describeConnectionAttempt';
import { VISIBLE_ONLY_THRESHOLD } from '../helpers/estimateNodeGeometry';
import { getBoundingRect, getMinimapNodeRects } from '../helpers/minimapGeometry';
import { normalizeConnection } from '../helpers/normalizeConnection';
import { PALETTE_DRAG_FORMATS } from '../helpers/paletteEntries';
import { toFlowGraph } from '../helpers/toFlowGraph';
import { useCanvasAriaLabels } from '../hooks/useCanvasAriaLabels';
import { LevelOfDetailProvider, useCanvasLevelOfDetail } from '../hooks/useLevelOfDetail';
import { useNodePermissions } from '../hooks/useNodePermissions';
import { useReconnectHandlers } from '../hooks/useReconnectHandlers';
import { useEditorStore, useEditorStoreApi } from '../stores/EditorStoreContext';
import { selectActions, selectIsLowMotion } from '../stores/editorSelectors';
import type { EditorState } from '../stores/editorStoreTypes';
import type { EditorEdge, EditorMode, EditorNode } from '../types';
import { CanvasControls } from './CanvasControls';
import { ConnectionEditorDialog } from './dialogs/ConnectionEditorDialog';
import { EditorMiniMap } from './EditorMiniMap';
import { EDGE_TYPES } from './edges/EliteEdge';
import { FrameRateWarning } from './FrameRateWarning';
import { EdgeContextMenu } from './menus/EdgeContextMenu';
import { NodeContextMenu } from './menus/NodeContextMenu';
import { NODE_TYPES } from './nodes/nodeTypes';
import { ParticleBackground } from './ParticleBackground';

/** Edges appear this long after the canvas mounts, once the nodes are measured (spec §9). */
export const EDGES_DELAY_MS = 150;
/** Zoom range, connection radius, snap grid and fit paddings of spec §9. */
export const CANVAS_SETTINGS = {
  minZoom: FLOW_LIMITS.minZoom,
  maxZoom: FLOW_LIMITS.maxZoom,
  connectionRadius: 75,
  snapGrid: [15, 15] as [number, number],
  // Nodes off screen are never drawn on a big flow, so the fit counts their estimated sizes too.
  firstFit: { padding: 0.2, duration: 250, maxZoom: 1, includeHiddenNodes: true },
  nodeExtent: [
    [-FLOW_LIMITS.maxCoordinate, -FLOW_LIMITS.maxCoordinate],
    [FLOW_LIMITS.maxCoordinate, FLOW_LIMITS.maxCoordinate],
  ] as [[number, number], [number, number]],
} as const;
const DELETE_KEYS = ['Delete', 'Backspace'];
const MULTI_SELECT_KEYS = ['Control', 'Meta'];
const NO_EDGES: EditorEdge[] = [];

/** Lets palette entries be dropped on the canvas. */
function allowDrop(event: DragEvent) {
  event.preventDefault();
  event.dataTransfer.dropEffect = 'move';
}

const selectCanvas = (state: EditorState) => ({
  nodes: state.nodes,
  edges: state.edges,
  snapToGrid: state.snapToGrid,
});

/** The React Flow canvas of the editor, wired to the editor store and the rules of `@plubot/flow`. */
export function FlowCanvas({ mode = 'flow' }: { readonly mode?: EditorMode }) {
  const store = useEditorStoreApi();
  const { nodes, edges, snapToGrid } = useEditorStore(useShallow(selectCanvas));
  const actions = useEditorStore(useShallow(selectActions));
  const { canDelete } = useNodePermissions();
  const ariaLabelConfig = useCanvasAriaLabels();
  const { screenToFlowPosition } = useReactFlow<EditorNode, EditorEdge>();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const { getReconnectingEdgeId, onReconnectStart, onReconnect, onReconnectEnd } = useReconnectHandlers();
  const [edgesShown, setEdgesShown] = useState(false);
  const [editingEdgeId, setEditingEdgeId] = useState<string | null>(null);
  const opening = useOpeningViewport(wrapperRef);
  const levelOfDetail = useCanvasLevelOfDetail();
  const translateExtent = useTranslateExtent(nodes);

  useEffect(() => {
    const timer = setTimeout(() => setEdgesShown(true), EDGES_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const checkValid = useCallback(
    (connection: Connection | Edge) => {
      const state = store.getState();
      const skip = getReconnectingEdgeId();
      const current = skip ? state.edges.filter((edge) => edge.id !== skip) : state.edges;
      return isValidConnection(normalizeConnection(connection), toFlowGraph(state.nodes, current));
    },
    [store, getReconnectingEdgeId],
  );

  const onConnectEnd = useCallback(
    (_event: MouseEvent | TouchEvent, connectionState: FinalConnectionState) => {
      if (connectionState.isValid || getReconnectingEdgeId()) return;
      const attempt = describeConnectionAttempt(connectionState);
      if (!attempt) return;
      const state = store.getState();
      const result = checkConnection(normalizeConnection(attempt), toFlowGraph(state.nodes, state.edges));
      state.showNotice(
        'warning',
        result.ok ? { key: 'editor.notices.invalidConnection' } : { flow: result.error },
      );
    },
    [store, getReconnectingEdgeId],
  );

  const onBeforeDelete: OnBeforeDelete<EditorNode, EditorEdge> = useCallback(
    async ({ nodes: doomedNodes, edges: doomedEdges }) => {
      const state = store.getState();
      if (doomedNodes.length > 0 && !canDelete) {
        state.showNotice('warning', { key: 'editor.permissions.cannotDelete' });
        return false;
      }
      state.deleteElements({
        nodeIds: doomedNodes.map((node) => node.id),
        edgeIds: doomedEdges.map((edge) => edge.id),
      });
      return false;
    },
    [store, canDelete],
  );

  const openMenu = useCallback(
    (kind: 'node' | 'edge', event: ReactMouseEvent, id: string) => {
      event.preventDefault();
      const bounds = wrapperRef.current?.getBoundingClientRect();
      actions.openMenu({
        kind,
        id,
        x: event.clientX - (bounds?.left ?? 0),
        y: event.clientY - (bounds?.top ?? 0),
      });
    },
    [actions],
  );

  const onNodeContextMenu = useCallback(
    (event: ReactMouseEvent, node: EditorNode) => openMenu('node', event, node.id),
    [openMenu],
  );
  const onEdgeContextMenu = useCallback(
    (event: ReactMouseEvent, edge: EditorEdge) => openMenu('edge', event, edge.id),
    [openMenu],
  );
  // On the training screen a click on a connection opens its editor (spec §2).
  const onEdgeClick = useCallback(
    (_event: ReactMouseEvent, edge: EditorEdge) => {
      actions.closeMenu();
      setEditingEdgeId(edge.id);
    },
    [actions],
  );
  const onPaneContextMenu = useCallback(
    (event: ReactMouseEvent | MouseEvent) => {
      event.preventDefault();
      actions.closeMenu();
    },
    [actions],
  );
  const onMoveEnd = useCallback(
    (_event: unknown, viewport: Viewport) => actions.setViewport(viewport),
    [actions],
  );

  const onDrop = useCallback(
    (event: DragEvent) => {
      event.preventDefault();
      const drop = parsePaletteDrop(
        event.dataTransfer.getData(PALETTE_DRAG_FORMATS.payload),
        event.dataTransfer.getData(PALETTE_DRAG_FORMATS.type),
      );
      if (!drop) return;
      const point = screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const size = NODE_CATALOGUE[drop.type].defaultSize;
      actions.addNode(drop.type, { x: point.x - size.width / 2, y: point.y - 30 }, drop.data);
    },
    [actions, screenToFlowPosition],
  );

  return (
    <div className="flow-canvas" ref={wrapperRef}>
      <ParticleBackground />
      {opening && (
        <LevelOfDetailProvider value={levelOfDetail}>
          <ReactFlow<EditorNode, EditorEdge>
            nodes={nodes}
            edges={edgesShown ? edges : NO_EDGES}
            nodeTypes={NODE_TYPES}
            edgeTypes={EDGE_TYPES}
            onNodesChange={actions.onNodesChange}
            onEdgesChange={actions.onEdgesChange}
            onConnect={actions.connect}
            onConnectEnd={onConnectEnd}
            isValidConnection={checkValid}
            onReconnectStart={onReconnectStart}
            onReconnect={onReconnect}
            onReconnectEnd={onReconnectEnd}
            onBeforeDelete={onBeforeDelete}
            onNodeDragStart={actions.beginNodeDrag}
            onNodeDragStop={actions.endNodeDrag}
            onNodeContextMenu={onNodeContextMenu}
            onEdgeContextMenu={onEdgeContextMenu}
            {...(mode === 'training' ? { onEdgeClick } : {})}
            onPaneClick={actions.closeMenu}
            onPaneContextMenu={onPaneContextMenu}
            onMoveStart={actions.closeMenu}
            onMoveEnd={onMoveEnd}
            onDragOver={allowDrop}
            onDrop={onDrop}
            defaultViewport={opening.viewport}
            fitView={opening.fitView}
            fitViewOptions={opening.fitViewOptions}
            minZoom={CANVAS_SETTINGS.minZoom}
            maxZoom={CANVAS_SETTINGS.maxZoom}
            nodeExtent={CANVAS_SETTINGS.nodeExtent}
            translateExtent={translateExtent}
            snapToGrid={snapToGrid}
            snapGrid={CANVAS_SETTINGS.snapGrid}
            connectionRadius={CANVAS_SETTINGS.connectionRadius}
            deleteKeyCode={DELETE_KEYS}
            multiSelectionKeyCode={MULTI_SELECT_KEYS}
            selectionKeyCode="Shift"
            panActivationKeyCode="Space"
            zoomActivationKeyCode="Meta"
            zoomOnDoubleClick={false}
            edgesReconnectable
            onlyRenderVisibleElements={nodes.length >= VISIBLE_ONLY_THRESHOLD}
            colorMode="dark"
            ariaLabelConfig={ariaLabelConfig}
            attributionPosition="bottom-center"
          >
            {snapToGrid && (
              <Background variant={BackgroundVariant.Dots} gap={CANVAS_SETTINGS.snapGrid} size={1.2} />
            )}
            <CanvasControls />
            <EditorMiniMap />
          </ReactFlow>
        </LevelOfDetailProvider>
      )}
      <NodeContextMenu />
      <EdgeContextMenu />
      <FrameRateWarning />
      {editingEdgeId && (
        <ConnectionEditorDialog edgeId={editingEdgeId} onClose={() => setEditingEdgeId(null)} />
      )}
    </div>
  );
}

/**
 * The pan limits around the flow (spec §9), kept as the same array while they do not change so that
 * React Flow is not told of a new extent on every dragged pixel.
 */
function useTranslateExtent(nodes: readonly EditorNode[]): CanvasExtent {
  const extent = getTranslateExtent(nodes);
  const key = extent.flat().join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the extent's values
  return useMemo(() => extent, [key]);
}

/** How the canvas opens: at the saved viewport, or fitted to the flow. */
interface OpeningViewport {
  readonly viewport: Viewport;
  readonly fitView: boolean;
  readonly fitViewOptions?: FitViewOptions;
}

/**
 * The viewport the canvas opens at. A saved one is used as it is; otherwise the flow is fitted
 * (padding 0.2, at most zoom 1). A small flow is fitted by React Flow once its nodes are measured,
 * with the first fit's 250 ms animation unless the flow is heavy. A big one is fitted here, from
 * the estimated sizes of its nodes and the canvas's size, before React Flow draws anything: it then
 * draws the flow once, at its final zoom, instead of first drawing the nodes at zoom 1 in full.
 * Null for the one layout pass in which the canvas is measured.
 */
function useOpeningViewport(wrapperRef: RefObject<HTMLDivElement | null>): OpeningViewport | null {
  const store = useEditorStoreApi();
  const [opening, setOpening] = useState<OpeningViewport | null>(() => {
    const state = store.getState();
    const saved = state.viewport;
    const isSaved =
      saved.x !== DEFAULT_VIEWPORT.x ||
      saved.y !== DEFAULT_VIEWPORT.y ||
      saved.zoom !== DEFAULT_VIEWPORT.zoom;
    if (isSaved) return { viewport: saved, fitView: false };
    if (state.nodes.length >= VISIBLE_ONLY_THRESHOLD) return null;
    const fitViewOptions = selectIsLowMotion(state)
      ? { ...CANVAS_SETTINGS.firstFit, duration: 0 }
      : CANVAS_SETTINGS.firstFit;
    return { viewport: saved, fitView: true, fitViewOptions };
  });
  useLayoutEffect(() => {
    if (opening) return;
    const width = wrapperRef.current?.clientWidth ?? 0;
    const height = wrapperRef.current?.clientHeight ?? 0;
    const { viewport, nodes } = store.getState();
    if (width === 0 || height === 0) {
      setOpening({ viewport, fitView: true, fitViewOptions: { ...CANVAS_SETTINGS.firstFit, duration: 0 } });
      return;
    }
    const { padding, maxZoom } = CANVAS_SETTINGS.firstFit;
    const fitted = getViewportForBounds(
      // The minimap's rectangles take a big flow's estimated sizes: none of its nodes is measured yet.
      getBoundingRect(getMinimapNodeRects(nodes)) ?? { x: 0, y: 0, width: 0, height: 0 },
      width,
      height,
      CANVAS_SETTINGS.minZoom,
      maxZoom,
      padding,
    );
    setOpening({ viewport: fitted, fitView: false });
  }, [opening, store, wrapperRef]);
  return opening;
}
