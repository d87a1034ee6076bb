import { isDeepEqual } from '@plubot/flow';
import type { EditorEdge, EditorGraph, EditorNode } from '../types';
import { toStoredEdge, toStoredNode } from './toStoredFlow';

/** The outcome of a three-way merge of two concurrent edits of one flow. */
export interface FlowMerge extends EditorGraph {
  /** Items both sides changed differently; this editor's version was kept. */
  readonly conflicts: number;
}

/**
 * Merges this editor's changes into a newer version saved elsewhere, so neither side's work is
 * lost. `base` is the flow both started from. Per node and per edge (by id): what only one side
 * changed, added or deleted is taken from that side; what both changed is taken from this editor;
 * an item one side deleted and the other edited is kept with the edit. Edges left without one of
 * their nodes are dropped. Order follows the server's version, then this editor's additions.
 */
export function mergeFlowChanges(base: EditorGraph, mine: EditorGraph, theirs: EditorGraph): FlowMerge {
  const nodes = mergeItems(base.nodes, mine.nodes, theirs.nodes, toStoredNode);
  const nodeIds = new Set(nodes.items.map((node) => node.id));
  const edges = mergeItems(base.edges, mine.edges, theirs.edges, toStoredEdge);
  const connected = edges.items.filter((edge) => nodeIds.has(edge.source) && nodeIds.has(edge.target));
  return { nodes: nodes.items, edges: connected, conflicts: nodes.conflicts + edges.conflicts };
}

function mergeItems<T extends EditorNode | EditorEdge>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  toStored: (item: T) => Record<string, unknown>,
): { items: T[]; conflicts: number } {
  const baseById = indexById(base);
  const mineById = indexById(mine);
  const theirsById = indexById(theirs);
  const same = (a: T | undefined, b: T | undefined) =>
    a === b || (a !== undefined && b !== undefined && isDeepEqual(toStored(a), toStored(b)));

  let conflicts = 0;
  const pick = (id: string): T | undefined => {
    const original = baseById.get(id);
    const own = mineById.get(id);
    const other = theirsById.get(id);
    const ownChanged = !same(original, own);
    const otherChanged = !same(original, other);
    if (!ownChanged) return other;
    if (!otherChanged || same(own, other)) return own;
    conflicts += 1;
    return own ?? other;
  };

  const items: T[] = [];
  const seen = new Set<string>();
  for (const list of [theirs, mine]) {
    for (const item of list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      const chosen = pick(item.id);
      if (chosen) items.push(chosen);
    }
  }
  return { items, conflicts };
}

function indexById<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}
