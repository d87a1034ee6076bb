/** The widest tilt of a card, in degrees. */
export const MAX_TILT_DEG = 8;

/** Card tilt applies only on viewports wider than this (spec §9). */
export const TILT_MIN_VIEWPORT_PX = 768;

/**
 * The rotation of a card under the pointer: it leans towards the pointer, up to `maxDeg` at the
 * edges, level at the centre. Coordinates are relative to the card's top-left corner.
 */
export function computeCardTilt(
  pointer: { x: number; y: number },
  size: { width: number; height: number },
  maxDeg: number = MAX_TILT_DEG,
): { rotateX: number; rotateY: number } {
  if (size.width <= 0 || size.height <= 0) return { rotateX: 0, rotateY: 0 };
  const clamp = (value: number) => Math.min(Math.max(value, -1), 1);
  const dx = clamp((pointer.x / size.width) * 2 - 1);
  const dy = clamp((pointer.y / size.height) * 2 - 1);
  const round = (value: number) => Math.round(value * 100) / 100 + 0;
  return { rotateX: round(-dy * maxDeg), rotateY: round(dx * maxDeg) };
}
