/** The reading marks of a blog post that earn XP (`blog_read` facts). */
export const READING_THRESHOLDS = [50, 100] as const;
export type ReadingThreshold = (typeof READING_THRESHOLDS)[number];

/**
 * How much of an article has been read, 0–100: the share of its height above the bottom of the
 * viewport. 100 once its end has come into view.
 * @example getReadPercent({ top: -500, height: 1000 }, 500) // 100
 */
export function getReadPercent(rect: { top: number; height: number }, viewportHeight: number): number {
  if (rect.height <= 0) return 0;
  const seen = viewportHeight - rect.top;
  return Math.round(Math.min(100, Math.max(0, (seen / rect.height) * 100)));
}

/**
 * The thresholds reached at `percent` that were not reported yet, in ascending order, so each is
 * reported once per page view.
 * @example getNewThresholds(100, new Set([50])) // [100]
 */
export function getNewThresholds(
  percent: number,
  reported: ReadonlySet<ReadingThreshold>,
): ReadingThreshold[] {
  return READING_THRESHOLDS.filter((threshold) => percent >= threshold && !reported.has(threshold));
}
