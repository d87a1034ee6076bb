import { FLOW_LIMITS } from '../model/flowLimits';
import type { NodePosition } from '../model/nodeSchema';

/** Where a node with a missing or non-numeric position is placed (spec §3 "Node"). */
export const DEFAULT_NODE_POSITION: NodePosition = { x: 100, y: 100 };

/** A repaired position and what was wrong with the original. */
export interface NormalizedPosition {
  readonly position: NodePosition;
  /** An axis was missing or not a number and took the default (100). */
  readonly defaulted: boolean;
  /** An axis lay beyond ±50000 and was brought back to the limit. */
  readonly clamped: boolean;
}

/**
 * Makes any value a valid node position: each axis that is not a number (or is NaN) becomes 100,
 * each axis beyond ±50000 is clamped to the limit.
 *
 * @example normalizePosition({ x: 'a', y: 90000 }) // { position: { x: 100, y: 50000 }, defaulted: true, clamped: true }
 */
export function normalizePosition(value: unknown): NormalizedPosition {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const x = normalizeAxis(raw.x, DEFAULT_NODE_POSITION.x);
  const y = normalizeAxis(raw.y, DEFAULT_NODE_POSITION.y);
  return {
    position: { x: x.value, y: y.value },
    defaulted: x.defaulted || y.defaulted,
    clamped: x.clamped || y.clamped,
  };
}

function normalizeAxis(
  value: unknown,
  fallback: number,
): { value: number; defaulted: boolean; clamped: boolean } {
  if (typeof value !== 'number' || Number.isNaN(value))
    return { value: fallback, defaulted: true, clamped: false };
  const limit = FLOW_LIMITS.maxCoordinate;
  const clampedValue = Math.min(limit, Math.max(-limit, value));
  // -0 would make the result differ from a second pass under Object.is-based comparisons.
  const normalized = clampedValue === 0 ? 0 : clampedValue;
  return { value: normalized, defaulted: false, clamped: clampedValue !== value };
}
