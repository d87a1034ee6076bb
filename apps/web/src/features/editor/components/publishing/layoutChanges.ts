import { type FlowDiff, NODE_CATALOGUE, type NodeType } from '@plubot/flow';
import type { LiveNode } from './changesView';

/** Where a node is drawn in the flow's own space, and how big. */
export interface Place {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Where each source handle sits along the node's bottom edge, from its left side (`''`: the default one). */
  readonly handles?: Readonly<Record<string, number>>;
}

/** A node's frame in the changes view: added (green), changed (amber) or removed (a red ghost). */
export interface ChangeBox extends Place {
  readonly id: string;
  readonly kind: 'added' | 'changed' | 'removed';
  readonly title: string;
}

/** A connection in the changes view: added (green) or removed (red, dashed), as an SVG path. */
export interface ChangeConnection {
  readonly id: string;
  readonly kind: 'added' | 'removed';
  readonly path: string;
}

/** A node type's size on the canvas before React Flow has measured it. */
export function defaultSize(type: string): { width: number; height: number } {
  return type in NODE_CATALOGUE ? NODE_CATALOGUE[type as NodeType].defaultSize : { width: 240, height: 120 };
}

/** The draft's nodes whose places the view needs: those framed and the ends of changed connections. */
export function nodesToPlace(diff: FlowDiff): string[] {
  const ids = new Set([...diff.nodes.added, ...diff.nodes.changed].map((node) => node.id));
  for (const edge of [...diff.edges.added, ...diff.edges.removed]) {
    ids.add(edge.source);
    ids.add(edge.target);
  }
  return [...ids];
}

/** A connection drawn from its source's handle (bottom) to its target's top, as the canvas draws it. */
export function connectionPath(source: Place, sourceHandle: string | null, target: Place): string {
  const handleX = source.handles?.[sourceHandle ?? ''] ?? source.handles?.[''] ?? source.width / 2;
  const from = { x: source.x + handleX, y: source.y + source.height };
  const to = { x: target.x + target.width / 2, y: target.y };
  const bend = Math.max(40, Math.abs(to.y - from.y) / 2);
  return `M ${from.x} ${from.y} C ${from.x} ${from.y + bend}, ${to.x} ${to.y - bend}, ${to.x} ${to.y}`;
}

/**
 * What the changes view draws: a frame for each node added or changed where the draft's canvas has
 * it (`places`), a ghost for each node removed where the live version had it, and a line for each
 * connection added or removed between its ends (on the draft's canvas, else where the live version
 * had them). What cannot be placed is left out — the list in the dialog still names it.
 */
export function layoutChanges(
  diff: FlowDiff,
  places: Readonly<Record<string, Place>>,
  liveNodes: readonly LiveNode[],
): { boxes: ChangeBox[]; connections: ChangeConnection[] } {
  const boxes: ChangeBox[] = [];
  for (const [kind, list] of [
    ['added', diff.nodes.added],
    ['changed', diff.nodes.changed],
  ] as const) {
    for (const node of list) {
      const place = places[node.id];
      if (place) boxes.push({ id: node.id, kind, title: node.title, ...place });
    }
  }
  const live = new Map(liveNodes.map((node) => [node.id, node]));
  const livePlace = (id: string): Place | undefined => {
    const old = live.get(id);
    return old ? { ...old.position, ...defaultSize(old.type) } : undefined;
  };
  for (const node of diff.nodes.removed) {
    const place = livePlace(node.id);
    if (place) boxes.push({ id: node.id, kind: 'removed', title: node.title, ...place });
  }
  const connections: ChangeConnection[] = [];
  for (const [kind, list] of [
    ['added', diff.edges.added],
    ['removed', diff.edges.removed],
  ] as const) {
    for (const edge of list) {
      const source = places[edge.source] ?? livePlace(edge.source);
      const target = places[edge.target] ?? livePlace(edge.target);
      if (source && target) {
        connections.push({ id: edge.id, kind, path: connectionPath(source, edge.sourceHandle, target) });
      }
    }
  }
  return { boxes, connections };
}
