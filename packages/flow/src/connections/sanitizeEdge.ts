import type { FlowEdge } from '../model/edgeSchema';

/** Handle names that mean "the node's default handle"; added edges drop them (spec §5). */
const DEFAULT_HANDLE_NAMES: ReadonlySet<string> = new Set(['undefined', 'output', 'default', '']);

/** What {@link sanitizeEdge} changed. */
export interface SanitizeEdgeResult<E> {
  readonly edge: E;
  readonly strippedHandles: boolean;
  readonly repairedPath: boolean;
}

/**
 * Removes handles named 'undefined', 'output', 'default' or empty (and null ones), and replaces
 * 'NaN' in the edge's SVG path (`path` or `data.path`) with '0'. Returns the same object when
 * nothing needed changing.
 */
export function sanitizeEdge<E extends FlowEdge>(edge: E): SanitizeEdgeResult<E> {
  let next: E = edge;
  let strippedHandles = false;
  for (const key of ['sourceHandle', 'targetHandle'] as const) {
    if (!(key in next)) continue;
    const value = next[key];
    if (value === null || value === undefined || DEFAULT_HANDLE_NAMES.has(value)) {
      if (next === edge) next = { ...edge };
      delete next[key];
      strippedHandles = true;
    }
  }
  let repairedPath = false;
  if (typeof next.path === 'string' && next.path.includes('NaN')) {
    next = { ...next, path: next.path.replaceAll('NaN', '0') };
    repairedPath = true;
  }
  const data = next.data;
  if (data && typeof data.path === 'string' && data.path.includes('NaN')) {
    next = { ...next, data: { ...data, path: data.path.replaceAll('NaN', '0') } };
    repairedPath = true;
  }
  return { edge: next, strippedHandles, repairedPath };
}
