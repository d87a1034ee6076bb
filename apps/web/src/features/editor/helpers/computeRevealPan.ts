/** A rectangle on the screen, relative to the canvas's top-left corner. */
export interface ScreenRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Room kept between a revealed form and the canvas's edges. */
export const REVEAL_MARGIN = 16;

/**
 * How far to pan the canvas (screen px, added to the viewport's x and y) so that `rect` — a node
 * with its form open — is wholly in a view of `view`'s size, with a margin; a form wider or taller
 * than the view shows its left or top edge, where its first fields are. {0, 0} when already in view.
 *
 * @example computeRevealPan({ x: 100, y: 500, width: 300, height: 400 }, { width: 800, height: 600 }) // { x: 0, y: -316 }
 */
export function computeRevealPan(
  rect: ScreenRect,
  view: { readonly width: number; readonly height: number },
  margin = REVEAL_MARGIN,
): { x: number; y: number } {
  return {
    x: panAlong(rect.x, rect.width, view.width, margin),
    y: panAlong(rect.y, rect.height, view.height, margin),
  };
}

/** The pan along one axis that brings [start, start + length] inside [margin, size - margin]. */
function panAlong(start: number, length: number, size: number, margin: number): number {
  const room = size - 2 * margin;
  if (length > room) return margin - start;
  if (start < margin) return margin - start;
  const end = start + length;
  if (end > size - margin) return size - margin - end;
  return 0;
}
