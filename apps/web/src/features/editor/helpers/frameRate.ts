/** The editor's frame-rate monitor (spec §9): the last 30 frame times, read every 1.5 s, alert under 25. */
export const FRAME_RATE = { keptFrames: 30, sampleEveryMs: 1500, minFps: 25 } as const;

/** A frame longer than this is a pause (a hidden tab, a breakpoint), not slowness: it is left out. */
const PAUSE_MS = 1000;

/**
 * Frames per second over the given frame durations (ms), rounded; `null` until there are enough
 * frames to say. Long gaps (a hidden tab, a breakpoint) are left out while there are frames
 * enough without them; a visible page that painted fewer than five frames in the window is slow,
 * not paused, so then every gap counts (a rate under 1 reads 0).
 */
export function framesPerSecond(durations: readonly number[]): number | null {
  const frames = durations.filter((duration) => duration > 0 && duration < PAUSE_MS);
  if (frames.length >= 5) return rate(frames);
  const painted = durations.filter((duration) => duration > 0);
  return painted.length >= 2 ? rate(painted) : null;
}

function rate(frames: readonly number[]): number {
  const total = frames.reduce((sum, duration) => sum + duration, 0);
  return Math.round((1000 * frames.length) / total);
}

/** Whether a measured rate is low enough to suggest Ultra mode. */
export function isLowFrameRate(fps: number | null): boolean {
  return fps !== null && fps < FRAME_RATE.minFps;
}
