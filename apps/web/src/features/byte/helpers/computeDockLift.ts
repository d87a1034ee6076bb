/** A box on the screen, in CSS pixels from the viewport's top-left corner. */
export interface ScreenBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * How many pixels the floating 'Pregúntale a Byte' dock must rise from where it rests (`dock`) so
 * that it covers none of `targets` (the page's primary buttons), keeping `gap` pixels clear above
 * each; 0 when it covers none. The dock never rises past `minTop` (under the header): a button it
 * cannot clear from above is left as it is rather than the dock leaving the screen.
 *
 * @example computeDockLift({ left: 200, top: 680, right: 350, bottom: 724 }, [{ left: 40, top: 700, right: 320, bottom: 748 }])
 * // → 52: the dock's bottom moves to 8 px above the button's top
 */
export function computeDockLift(
  dock: ScreenBox,
  targets: readonly ScreenBox[],
  { gap = 8, minTop = 0 }: { gap?: number; minTop?: number } = {},
): number {
  let lift = 0;
  // Each pass clears one more button; a button above the first may need another pass.
  for (let pass = 0; pass <= targets.length; pass += 1) {
    const top = dock.top - lift;
    const bottom = dock.bottom - lift;
    const covered = targets.find(
      (target) =>
        target.right > target.left &&
        target.bottom > target.top &&
        target.left < dock.right + gap &&
        target.right > dock.left - gap &&
        target.top < bottom + gap &&
        target.bottom > top - gap,
    );
    if (!covered) return lift;
    const next = dock.bottom - covered.top + gap;
    if (dock.top - next < minTop) return lift;
    lift = next;
  }
  return lift;
}
