import {
  type CanvasExtent,
  checkConnection,
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
import { computeInitialViewport, getCanvasInsets } from '../helpers/computeInitialViewport';
import { describeConnectionAttempt } from '../helpers/describeConnectionAttempt';
import { VISIBLE_ONLY_THRESHOLD } from '../helpers/estimateNodeGeometry';
import { getLayoutBounds } from '../helpers/getLayoutBounds';
import { normalizeConnection } from '../helpers/normalizeConnection';
import { PALETTE_DRAG_FORMATS } from '../helpers/paletteEntries';
import { toFlowGraph } from '../helpers/toFlowGraph';
import { useArrangeShortcut } from '../hooks/useArrangeNodes';
import { useCanvasAriaLabels } from '../hooks/useCanvasAriaLabels';
import { useCullingMargin } from '../hooks/useCullingMargin';
import { LevelOfDetailProvider, useCanvasLevelOfDetail } from '../hooks/useLevelOfDetail';
import { useNodePermissions } from '../hooks/useNodePermissions';
import { useReconnectHandlers } from '../hooks/useReconnectHandlers';
import { useRevealEditedNode } from '../hooks/useRevealEditedNode';
import { useEditorStore, useEditorStoreApi } from '../stores/EditorStoreContext';
import { selectActions } from '../stores/editorSelectors';
import type { EditorState } from '../stores/editorStoreTypes';
import type { EditorEdge, EditorMode, EditorNode } from '../types';
import { CanvasControls } from './CanvasControls';
import { ConnectionEditorDialog } from './dialogs/ConnectionEditorDialog';
import { EditorMiniMap } from './EditorMiniMap';
import { EmptyCanvasTemplates } from './EmptyCanvasTemplates';
import { EDGE_TYPES } from './edges/EliteEdge';
import { FrameRateWarning } from './FrameRateWarning';
import { EdgeContextMenu } from './menus/EdgeContextMenu';
import { NodeContextMenu } from './menus/NodeContextMenu';
import { NODE_TYPES } from './nodes/nodeTypes';
import { ParticleBackground } from './ParticleBackground';
import { ChangesOverlay } from './publishing/ChangesOverlay';

/** Edges appear this long after the canvas mounts, once the nodes are measured (spec §9). */
export const EDGES_DELAY_MS = 150;
/** Zoom range, connection radius and snap grid of spec §9. */
export const CANVAS_SETTINGS = {
  minZoom: FLOW_LIMITS.minZoom,
  maxZoom: FLOW_LIMITS.maxZoom,
  connectionRadius: 75,
  snapGrid: [15, 15] as [number, number],
  nodeExtent: [
    [-FLOW_LIMITS.maxCoordinate, -FLOW_LIMITS.maxCoordinate],
    [FLOW_LIMITS.maxCoordinate, FLOW_LIMITS.maxCoordinate],
  ] as [[number, number], [number, number]],
} as const;
const DELETE_KEYS = ['Delete', 'Backspace'];
/** On the canvas while the view pans or zooms (see `.flow-canvas--moving` in FlowEditor.css). */
const MOVING_CLASS = 'flow-canvas--moving';
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
  useArrangeShortcut();
  useRevealEditedNode(wrapperRef);
  useCullingMargin();

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
  // The moving class is set on the element, not through state: a move re-renders nothing.
  const onMoveStart = useCallback(() => {
    wrapperRef.current?.classList.add(MOVING_CLASS);
    actions.closeMenu();
  }, [actions]);
  const onMoveEnd = useCallback(
    (_event: unknown, viewport: Viewport) => {
      wrapperRef.current?.classList.remove(MOVING_CLASS);
      actions.setViewport(viewport);
    },
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
            onMoveStart={onMoveStart}
            onMoveEnd={onMoveEnd}
            onDragOver={allowDrop}
            onDrop={onDrop}
            defaultViewport={opening}
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
            <ChangesOverlay />
          </ReactFlow>
        </LevelOfDetailProvider>
      )}
      <EmptyCanvasTemplates />
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

/**
 * The viewport the canvas opens at, by one rule on every screen (`computeInitialViewport`): the
 * whole flow when it fits at a readable zoom, else the start node at the readable zoom. It is
 * worked out from the nodes' sizes (estimated: none is measured yet) and the canvas's size, before
 * React Flow draws anything, so the flow is drawn once, where it stays; a viewport saved on another
 * screen (a desktop's, opened on a phone) would show an empty canvas. Null for the one layout pass
 * in which the canvas is measured.
 */
function useOpeningViewport(wrapperRef: RefObject<HTMLDivElement | null>): Viewport | null {
  const store = useEditorStoreApi();
  const [opening, setOpening] = useState<Viewport | null>(null);
  useLayoutEffect(() => {
    if (opening) return;
    const size = {
      width: wrapperRef.current?.clientWidth ?? 0,
      height: wrapperRef.current?.clientHeight ?? 0,
    };
    const rects = store.getState().nodes.map((node) => ({ ...getLayoutBounds(node), type: node.type }));
    const insets = getCanvasInsets();
    setOpening(computeInitialViewport(rects, size, insets ? { insets } : {}));
  }, [opening, store, wrapperRef]);
  return opening;
}
