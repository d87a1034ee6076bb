// Small statistics of `npm run bench:editor`: frame-interval summaries and medians over runs.

export interface FrameStats {
  /** Mean frame interval, ms. */
  mean: number;
  /** 95th percentile frame interval (nearest rank), ms. */
  p95: number;
  frames: number;
}

/** Mean and p95 of requestAnimationFrame intervals; null when no frame was recorded. */
export function summarizeFrames(intervals: readonly number[]): FrameStats | null {
  if (intervals.length === 0) return null;
  const sorted = [...intervals].sort((a, b) => a - b);
  const mean = intervals.reduce((sum, value) => sum + value, 0) / intervals.length;
  const rank = Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1);
  return { mean: round1(mean), p95: round1(sorted[rank] ?? 0), frames: intervals.length };
}

/** The median of the numbers given (mean of the middle two for an even count); null for none. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 === 1
    ? (present[middle] ?? 0)
    : ((present[middle - 1] ?? 0) + (present[middle] ?? 0)) / 2;
}

/** `a ÷ b`, or null when either is missing or b is zero. */
export function ratio(a: number | null, b: number | null): number | null {
  return a === null || b === null || b === 0 ? null : Math.round((a / b) * 100) / 100;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
