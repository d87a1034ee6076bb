import type { FlowSnapshot } from '../model/historySchema';

/**
 * Whether two snapshots hold the same nodes and edges, compared by value (JSON-like data).
 * Shared objects are recognised by reference first, so comparing a state with a lightly edited
 * copy of itself is cheap.
 */
export function areSnapshotsEqual(a: FlowSnapshot, b: FlowSnapshot): boolean {
  return isDeepEqual(a.nodes, b.nodes) && isDeepEqual(a.edges, b.edges);
}

/** Structural equality of JSON-like values; `undefined` properties count as absent. */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) if (!isDeepEqual(a[index], b[index])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const leftKeys = Object.keys(left).filter((key) => left[key] !== undefined);
  const rightKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  if (leftKeys.length !== rightKeys.length) return false;
  return leftKeys.every((key) => Object.hasOwn(right, key) && isDeepEqual(left[key], right[key]));
}
