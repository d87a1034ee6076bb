import type { FitViewOptions } from '@xyflow/react';

/** The parts of a `DOMRect` the padding needs (plain objects in tests). */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Space kept around focused nodes, in pixels. */
export const FOCUS_MARGIN = 40;

/** Least canvas height or width left to show the nodes in, in pixels. */
const MIN_VISIBLE = 120;

/**
 * The `fitView` padding that keeps focused nodes out from under a panel laid over the canvas: the
 * side the panel covers (a bottom sheet its bottom, a side panel its side) gets the panel's extent
 * plus {@link FOCUS_MARGIN}; the others just the margin. Never leaves less than 120 px to show them.
 *
 * @example getUncoveredPadding({ left: 0, top: 0, right: 1000, bottom: 600 }, { left: 0, top: 0, right: 380, bottom: 600 })
 * // { top: '40px', right: '40px', bottom: '40px', left: '420px' }
 */
export function getUncoveredPadding(canvas: Box, panel: Box | null): NonNullable<FitViewOptions['padding']> {
  const sides = { top: FOCUS_MARGIN, right: FOCUS_MARGIN, bottom: FOCUS_MARGIN, left: FOCUS_MARGIN };
  const width = canvas.right - canvas.left;
  const height = canvas.bottom - canvas.top;
  const overlaps =
    panel !== null &&
    panel.left < canvas.right &&
    panel.right > canvas.left &&
    panel.top < canvas.bottom &&
    panel.bottom > canvas.top;
  if (overlaps) {
    const coversWidth = panel.right - panel.left >= width * 0.8;
    if (coversWidth) {
      sides.bottom = clamp(canvas.bottom - panel.top + FOCUS_MARGIN, height);
    } else if (panel.left - canvas.left <= canvas.right - panel.right) {
      sides.left = clamp(panel.right - canvas.left + FOCUS_MARGIN, width);
    } else {
      sides.right = clamp(canvas.right - panel.left + FOCUS_MARGIN, width);
    }
  }
  return {
    top: `${sides.top}px`,
    right: `${sides.right}px`,
    bottom: `${sides.bottom}px`,
    left: `${sides.left}px`,
  };
}

/** A covered side's padding, leaving at least {@link MIN_VISIBLE} of `extent` beside the margin. */
function clamp(padding: number, extent: number): number {
  return Math.max(FOCUS_MARGIN, Math.min(padding, extent - FOCUS_MARGIN - MIN_VISIBLE));
}
