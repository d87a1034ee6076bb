import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useEffect } from 'react';
import { findNearestNode } from '../helpers/findNearestNode';
import { findNodeInDirection, type NavigationDirection, type NodeRect } from '../helpers/findNodeInDirection';
import { focusCanvasNode } from '../helpers/focusCanvasNode';
import { useEditorStoreApi } from '../stores/EditorStoreContext';
import type { EditorState } from '../stores/editorStoreTypes';
import type { EditorEdge, EditorNode } from '../types';
import { useNodePermissions } from './useNodePermissions';

const ARROWS: Readonly<Record<string, NavigationDirection>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};
/** Shift+arrow moves a node one step of the snap grid. */
const NUDGE_PX = 15;
const STEPS: Readonly<Record<NavigationDirection, { x: number; y: number }>> = {
  up: { x: 0, y: -NUDGE_PX },
  down: { x: 0, y: NUDGE_PX },
  left: { x: -NUDGE_PX, y: 0 },
  right: { x: NUDGE_PX, y: 0 },
};

/** The id of the canvas node a key press is aimed at — the node itself, not a field or button in it. */
function getFocusedNodeId(event: KeyboardEvent): string | null {
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.classList.contains('react-flow__node')) return null;
  return target.closest('.flow-editor') ? (target.dataset.id ?? null) : null;
}

/** The focused node, or every selected node when the focused one is among them (as React Flow deletes). */
function getTargetIds(state: EditorState, nodeId: string): { nodeIds: string[]; edgeIds: string[] } {
  const focused = state.nodes.find((node) => node.id === nodeId);
  if (!focused?.selected) return { nodeIds: [nodeId], edgeIds: [] };
  return {
    nodeIds: state.nodes.filter((node) => node.selected).map((node) => node.id),
    edgeIds: state.edges.filter((edge) => edge.selected).map((edge) => edge.id),
  };
}

/**
 * The keys of a focused node (Tab reaches every node; React Flow makes them focusable):
 * - arrows move the focus to the nearest node that way, Shift+arrows move the node (with the other
 *   selected nodes when it is selected) one grid step — React Flow's own arrow handling, which moves
 *   only selected nodes, is replaced so that arrows always navigate;
 * - Enter opens the node's editor (in place, or the inspector);
 * - Delete/Backspace delete it (the notice offers 'Deshacer') and the focus goes to the nearest node;
 * - Shift+F10 or the menu key open the node menu (Editar, Conectar con…, Duplicar, Eliminar).
 * Space (select) and Escape (unselect) stay React Flow's.
 */
export function useCanvasKeyboard(): void {
  const store = useEditorStoreApi();
  const flow = useStoreApi<EditorNode, EditorEdge>();
  const { setCenter } = useReactFlow<EditorNode, EditorEdge>();
  const { canEdit, canDelete } = useNodePermissions();

  useEffect(() => {
    const rects = (): NodeRect[] => {
      const result: NodeRect[] = [];
      for (const node of flow.getState().nodeLookup.values()) {
        if (node.hidden) continue;
        const { x, y } = node.internals.positionAbsolute;
        result.push({
          id: node.id,
          x,
          y,
          width: node.measured.width ?? 0,
          height: node.measured.height ?? 0,
        });
      }
      return result;
    };
    const focusNode = (nodeId: string) => {
      const rect = rects().find((candidate) => candidate.id === nodeId);
      void focusCanvasNode(nodeId, () => {
        if (rect)
          void setCenter(rect.x + rect.width / 2, rect.y + rect.height / 2, {
            zoom: flow.getState().transform[2],
          });
      });
    };
    const announceMove = (nodeId: string, direction: NavigationDirection) => {
      const node = store.getState().nodes.find((candidate) => candidate.id === nodeId);
      if (!node) return;
      const { ariaLabelConfig } = flow.getState();
      flow.setState({
        ariaLiveMessage: ariaLabelConfig['node.a11yDescription.ariaLiveMessage']({
          direction,
          x: Math.round(node.position.x),
          y: Math.round(node.position.y),
        }),
      });
    };
    const deleteFocused = (state: EditorState, nodeId: string) => {
      if (!canDelete) {
        state.showNotice('warning', { key: 'editor.permissions.cannotDelete' });
        return;
      }
      const from = rects().find((rect) => rect.id === nodeId);
      state.deleteElements(getTargetIds(state, nodeId));
      const remaining = new Set(store.getState().nodes.map((node) => node.id));
      if (!from || remaining.has(nodeId)) return;
      const nearest = findNearestNode(
        rects().filter((rect) => remaining.has(rect.id)),
        { x: from.x + from.width / 2, y: from.y + from.height / 2 },
      );
      if (nearest) focusNode(nearest.id);
    };
    const openNodeMenu = (state: EditorState, nodeId: string, element: HTMLElement) => {
      const canvas = element.closest('.flow-canvas')?.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      state.openMenu({
        kind: 'node',
        id: nodeId,
        x: box.left - (canvas?.left ?? 0) + Math.min(box.width / 2, 48),
        y: box.top - (canvas?.top ?? 0) + Math.min(box.height / 2, 32),
      });
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const nodeId = getFocusedNodeId(event);
      const state = store.getState();
      if (!nodeId || event.altKey || event.ctrlKey || event.metaKey || state.loadState !== 'loaded') return;
      const direction = ARROWS[event.key];
      const handled = () => {
        event.preventDefault();
        event.stopPropagation();
      };
      if (direction) {
        handled();
        if (!event.shiftKey) {
          const next = findNodeInDirection(rects(), nodeId, direction);
          if (next) focusNode(next);
        } else if (canEdit) {
          state.moveNodes(getTargetIds(state, nodeId).nodeIds, STEPS[direction]);
          announceMove(nodeId, direction);
        }
      } else if (event.key === 'Enter' && !event.shiftKey) {
        handled();
        state.requestEdit(nodeId);
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        handled();
        deleteFocused(state, nodeId);
      } else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
        handled();
        if (event.target instanceof HTMLElement) openNodeMenu(state, nodeId, event.target);
      }
    };
    // Capture, so that React Flow's own handlers of the node (arrows move, Delete) never see these keys.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [store, flow, setCenter, canEdit, canDelete]);
}
