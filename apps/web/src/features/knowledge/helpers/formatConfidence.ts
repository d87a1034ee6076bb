/**
 * A search result's confidence ([0, 1]) as a whole percentage for its bar and label.
 * @example toConfidencePercent(0.826) // 83
 */
export function toConfidencePercent(confidence: number): number {
  if (!Number.isFinite(confidence)) return 0;
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100);
}
