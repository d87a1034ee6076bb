import { Panel, type ReactFlowState, useReactFlow, useStoreApi } from '@xyflow/react';
import { type PointerEvent as ReactPointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  flowToMinimap,
  getBoundingRect,
  getMinimapNodeRects,
  getMinimapTransform,
  getStableMinimapContent,
  getViewRect,
  isSameMinimapTransform,
  keepSameRects,
  MINIMAP_SIZE,
  type MinimapNodeRect,
  type MinimapTransform,
  minimapToFlow,
  type Rect,
} from '../helpers/minimapGeometry';
import { EDGE_COLORS, getNodeAppearance } from '../helpers/nodeAppearance';
import { useEditorStore } from '../stores/EditorStoreContext';
import { selectEdges, selectNodes } from '../stores/editorSelectors';
import type { EditorState } from '../stores/editorStoreTypes';
import type { EditorEdge } from '../types';
import { NARROW_SCREEN } from './NodePalette';

/** What the minimap shows of the canvas: its viewport and its size in pixels. */
interface MinimapView {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
  readonly width: number;
  readonly height: number;
}

const readView = (state: ReactFlowState): MinimapView => ({
  x: state.transform[0],
  y: state.transform[1],
  zoom: state.transform[2],
  width: state.width,
  height: state.height,
});

const selectIsEditingNode = (state: EditorState) => state.editingNodeId !== null;

const isSameView = (a: MinimapView, b: MinimapView) =>
  a.x === b.x && a.y === b.y && a.zoom === b.zoom && a.width === b.width && a.height === b.height;

/**
 * The minimap at the bottom left (spec §2): 180 × 180 open, 45 × 45 collapsed. Nodes are coloured
 * by type and edges by their kind (animated ones dashed); a red rectangle shows the view, and
 * dragging on the map pans the canvas. A drawing failure shows 'Error en minimapa' with 'Reiniciar'.
 */
export function EditorMiniMap() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(() => !window.matchMedia(NARROW_SCREEN).matches);
  const [failed, setFailed] = useState(false);
  const [dragging, setDragging] = useState(false);
  const nodes = useEditorStore(selectNodes);
  const edges = useEditorStore(selectEdges);
  // While a node's form is open the map steps aside: it would cover the form and take its clicks.
  const editing = useEditorStore(selectIsEditingNode);
  const flowStore = useStoreApi();
  const { setCenter } = useReactFlow();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const transformRef = useRef<MinimapTransform | null>(null);
  const layerRef = useRef<FlowLayer | null>(null);
  const rectsRef = useRef<readonly MinimapNodeRect[]>(undefined);
  const rects = useMemo(() => {
    rectsRef.current = keepSameRects(rectsRef.current, getMinimapNodeRects(nodes));
    return rectsRef.current;
  }, [nodes]);
  const flowBounds = useMemo(() => getBoundingRect(rects), [rects]);

  // The view follows every pan and zoom frame without re-rendering this component: a store
  // subscription draws at the next animation frame, at most once per frame.
  useEffect(() => {
    if (!expanded || failed || editing) return;
    let frame = 0;
    let lastView: MinimapView | null = null;
    const draw = () => {
      frame = 0;
      try {
        transformRef.current = drawMinimap(
          { canvas: canvasRef.current, view: viewRef.current },
          layerRef,
          { rects, flowBounds, edges },
          readView(flowStore.getState()),
        );
      } catch (error) {
        console.error('Minimap drawing failed', error);
        setFailed(true);
      }
    };
    const schedule = () => {
      const view = readView(flowStore.getState());
      if (lastView && isSameView(lastView, view)) return;
      lastView = view;
      if (frame === 0) frame = requestAnimationFrame(draw);
    };
    schedule();
    const unsubscribe = flowStore.subscribe(schedule);
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [expanded, failed, editing, rects, flowBounds, edges, flowStore]);

  const panTo = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const transform = transformRef.current;
    if (!transform) return;
    const bounds = event.currentTarget.getBoundingClientRect();
    const point = minimapToFlow({ x: event.clientX - bounds.left, y: event.clientY - bounds.top }, transform);
    void setCenter(point.x, point.y, { zoom: flowStore.getState().transform[2] });
  };

  if (editing) return null;

  if (!expanded) {
    return (
      <Panel position="bottom-left" className="editor-minimap editor-minimap--collapsed">
        <button
          type="button"
          className="editor-minimap__toggle"
          style={{ width: MINIMAP_SIZE.collapsed, height: MINIMAP_SIZE.collapsed }}
          onClick={() => setExpanded(true)}
          aria-label={t('editor.minimap.title')}
          title={t('editor.minimap.title')}
        >
          🗺️
        </button>
      </Panel>
    );
  }

  return (
    <Panel position="bottom-left" className="editor-minimap" aria-label={t('editor.minimap.title')}>
      <button
        type="button"
        className="editor-minimap__header"
        onClick={() => setExpanded(false)}
        title={t('editor.minimap.collapse')}
      >
        {dragging ? t('editor.minimap.dragging') : t('editor.minimap.title')}
      </button>
      {failed ? (
        <div
          className="editor-minimap__state"
          style={{ width: MINIMAP_SIZE.expanded, height: MINIMAP_SIZE.expanded }}
        >
          <p role="alert">{t('editor.minimap.error')}</p>
          <button type="button" className="editor-minimap__reset" onClick={() => setFailed(false)}>
            {t('editor.minimap.reset')}
          </button>
        </div>
      ) : (
        <div
          className="editor-minimap__body"
          style={{ width: MINIMAP_SIZE.expanded, height: MINIMAP_SIZE.expanded }}
        >
          <canvas
            ref={canvasRef}
            className="editor-minimap__canvas nodrag nopan"
            width={MINIMAP_SIZE.expanded}
            height={MINIMAP_SIZE.expanded}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              setDragging(true);
              panTo(event);
            }}
            onPointerMove={(event) => {
              if (dragging) panTo(event);
            }}
            onPointerUp={() => setDragging(false)}
            onPointerCancel={() => setDragging(false)}
          />
          <div ref={viewRef} className="editor-minimap__view" aria-hidden="true" />
          {nodes.length === 0 && <p className="editor-minimap__empty">{t('editor.minimap.empty')}</p>}
        </div>
      )}
    </Panel>
  );
}

/** What the canvas shows: the nodes and edges drawn for a transform, kept while only the view moves. */
interface FlowLayer {
  readonly rects: readonly MinimapNodeRect[];
  readonly edges: readonly EditorEdge[];
  readonly transform: MinimapTransform;
  readonly ratio: number;
}

/**
 * Draws the minimap: the canvas holds the flow (redrawn only when the nodes, the edges or the scale
 * change — panning within the flow leaves it as it is), and the view's rectangle is an element moved
 * on top, so a pan frame costs one style change however big the flow.
 */
function drawMinimap(
  target: { canvas: HTMLCanvasElement | null; view: HTMLDivElement | null },
  layerRef: { current: FlowLayer | null },
  flow: { rects: readonly MinimapNodeRect[]; flowBounds: Rect | undefined; edges: readonly EditorEdge[] },
  view: MinimapView,
): MinimapTransform | null {
  const { canvas } = target;
  if (!canvas) return null;
  const size = MINIMAP_SIZE.expanded;
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const viewRect = getViewRect(view, view.width, view.height);
  const transform = getMinimapTransform(getStableMinimapContent(flow.flowBounds, viewRect), size);
  const layer = layerRef.current;
  if (
    !layer ||
    layer.rects !== flow.rects ||
    layer.edges !== flow.edges ||
    layer.ratio !== ratio ||
    !isSameMinimapTransform(layer.transform, transform)
  ) {
    if (canvas.width !== size * ratio) {
      canvas.width = size * ratio;
      canvas.height = size * ratio;
    }
    drawFlowLayer(canvas, flow.rects, flow.edges, transform, ratio);
    layerRef.current = { rects: flow.rects, edges: flow.edges, transform, ratio };
  }
  if (target.view) {
    const corner = flowToMinimap(viewRect, transform);
    const style = target.view.style;
    style.transform = `translate(${corner.x}px, ${corner.y}px)`;
    style.width = `${viewRect.width * transform.scale}px`;
    style.height = `${viewRect.height * transform.scale}px`;
  }
  return transform;
}

/** Nodes coloured by type and edges by kind (animated ones dashed), at `transform`. */
function drawFlowLayer(
  canvas: HTMLCanvasElement,
  rects: readonly MinimapNodeRect[],
  edges: readonly EditorEdge[],
  transform: MinimapTransform,
  ratio: number,
): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, MINIMAP_SIZE.expanded, MINIMAP_SIZE.expanded);
  const byId = new Map(rects.map((rect) => [rect.id, rect]));
  context.lineWidth = 1;
  for (const edge of edges) {
    const from = byId.get(edge.source);
    const to = byId.get(edge.target);
    if (!from || !to) continue;
    const a = flowToMinimap({ x: from.x + from.width / 2, y: from.y + from.height }, transform);
    const b = flowToMinimap({ x: to.x + to.width / 2, y: to.y }, transform);
    const kind = typeof edge.data?.type === 'string' ? edge.data.type : 'default';
    context.strokeStyle = EDGE_COLORS[kind as keyof typeof EDGE_COLORS] ?? EDGE_COLORS.default;
    context.setLineDash(edge.animated ? [3, 2] : []);
    context.beginPath();
    context.moveTo(a.x, a.y);
    context.lineTo(b.x, b.y);
    context.stroke();
  }
  context.setLineDash([]);
  for (const rect of rects) {
    const corner = flowToMinimap(rect, transform);
    context.fillStyle = getNodeAppearance(rect.type).color;
    context.fillRect(
      corner.x,
      corner.y,
      Math.max(rect.width * transform.scale, 1.5),
      Math.max(rect.height * transform.scale, 1.5),
    );
  }
}
