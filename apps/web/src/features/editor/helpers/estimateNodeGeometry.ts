import { isNodeType, NODE_CATALOGUE } from '@plubot/flow';
import { type NodeHandle, Position } from '@xyflow/react';
import type { EditorEdge, EditorNode } from '../types';
import { getNodeHandles, type HandleSpec, withExtraSourceHandles } from './nodeHandles';

/** From this many nodes on, the canvas renders only what is on screen. */
export const VISIBLE_ONLY_THRESHOLD = 150;

/** The drawn size of a handle (FlowNodes.css), centred on the node's top or bottom edge. */
const HANDLE_SIZE = 12;

/** The size spec §9 gives a node of a type that has no entry in the catalogue. */
const OTHER_SIZE = { width: 250, height: 150 } as const;

function estimateSize(node: EditorNode): { width: number; height: number } {
  const fallback = isNodeType(node.type) ? NODE_CATALOGUE[node.type].defaultSize : OTHER_SIZE;
  return {
    width: typeof node.width === 'number' ? node.width : fallback.width,
    height: typeof node.height === 'number' ? node.height : fallback.height,
  };
}

function toNodeHandles(
  type: 'source' | 'target',
  specs: readonly HandleSpec[],
  size: { width: number; height: number },
): NodeHandle[] {
  return specs.map((spec, index) => ({
    ...(spec.id ? { id: spec.id } : {}),
    type,
    position: type === 'target' ? Position.Top : Position.Bottom,
    x: ((index + 1) / (specs.length + 1)) * size.width - HANDLE_SIZE / 2,
    y: (type === 'target' ? 0 : size.height) - HANDLE_SIZE / 2,
    width: HANDLE_SIZE,
    height: HANDLE_SIZE,
  }));
}

/**
 * The nodes of a big flow with the size and handles they will have, estimated from their type, as
 * React Flow's `initialWidth`/`initialHeight`/`handles`. Without them React Flow draws every node
 * once, off screen too, only to measure it — on a flow of thousands that is most of the time to open
 * it. With them it draws only what is on screen and measures each node when it first appears (the
 * estimate is then dropped: see `dropEstimatedHandles`). Small flows are returned as they are.
 */
export function withEstimatedGeometry(nodes: EditorNode[], edges: readonly EditorEdge[]): EditorNode[] {
  if (nodes.length < VISIBLE_ONLY_THRESHOLD) return nodes;
  const usedSourceHandles = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (!edge.sourceHandle) continue;
    const used = usedSourceHandles.get(edge.source) ?? new Set<string>();
    used.add(edge.sourceHandle);
    usedSourceHandles.set(edge.source, used);
  }
  return nodes.map((node) => {
    if (node.measured?.width !== undefined || node.handles) return node;
    const size = estimateSize(node);
    const specs = withExtraSourceHandles(getNodeHandles(node.type, node.data), [
      ...(usedSourceHandles.get(node.id) ?? []),
    ]);
    return {
      ...node,
      initialWidth: size.width,
      initialHeight: size.height,
      handles: [
        ...toNodeHandles('target', specs.targets, size),
        ...toNodeHandles('source', specs.sources, size),
      ],
    };
  });
}

/**
 * The nodes with the estimated handles of the measured ones (`ids`) dropped, so that React Flow keeps
 * the handles it measured on screen rather than going back to the estimate. The same array when none
 * of them had any.
 */
export function dropEstimatedHandles(nodes: EditorNode[], ids: ReadonlySet<string>): EditorNode[] {
  if (ids.size === 0) return nodes;
  let changed = false;
  const next = nodes.map((node) => {
    if (!node.handles || !ids.has(node.id)) return node;
    changed = true;
    const { handles: _estimated, ...measured } = node;
    return measured;
  });
  return changed ? next : nodes;
}
