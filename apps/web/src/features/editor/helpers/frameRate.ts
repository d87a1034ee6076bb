/** The editor's frame-rate monitor (spec §9): the last 30 frame times, read every 1.5 s, alert under 25. */
export const FRAME_RATE = { keptFrames: 30, sampleEveryMs: 1500, minFps: 25 } as const;

/**
 * A gap longer than this between two frames is the browser idling (nothing moved, so nothing was
 * painted; a hidden tab; a breakpoint), not slowness: it is left out. A canvas that is really
 * struggling still paints its frames back to back, each slow, and those are counted.
 */
const PAUSE_MS = 250;

/**
 * Frames per second over the given frame durations (ms), rounded; `null` until there are enough
 * frames to say (and while the canvas is idle: then there is nothing to measure).
 */
export function framesPerSecond(durations: readonly number[]): number | null {
  const frames = durations.filter((duration) => duration > 0 && duration < PAUSE_MS);
  if (frames.length < 5) return null;
  const total = frames.reduce((sum, duration) => sum + duration, 0);
  return Math.round((1000 * frames.length) / total);
}

/** What the monitor shows: a rate, 'idle' when the canvas has painted nothing lately, or null before the first reading. */
export type FrameRateReading = number | 'idle' | null;

/** Whether a measured rate is low enough to suggest Ultra mode (an idle canvas is not slow). */
export function isLowFrameRate(fps: FrameRateReading): boolean {
  return typeof fps === 'number' && fps < FRAME_RATE.minFps;
}
