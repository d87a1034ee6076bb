/** The thinnest and thickest stroke of a connection on the funnel overlay, in pixels. */
export const EDGE_WIDTH_RANGE = { min: 1.5, max: 10 } as const;

/**
 * The stroke width of a connection taken `count` times when the busiest one was taken `maxCount`
 * times: from {@link EDGE_WIDTH_RANGE}.min (never taken) to .max (the busiest). Scaled by the square
 * root so that a quiet branch beside a busy one still reads as a line rather than a hair.
 * @example scaleEdgeWidth(25, 100) // 5.75
 */
export function scaleEdgeWidth(
  count: number,
  maxCount: number,
  range: { readonly min: number; readonly max: number } = EDGE_WIDTH_RANGE,
): number {
  if (!(maxCount > 0) || !(count > 0)) return range.min;
  const share = Math.min(count, maxCount) / maxCount;
  return Math.round((range.min + (range.max - range.min) * Math.sqrt(share)) * 100) / 100;
}
