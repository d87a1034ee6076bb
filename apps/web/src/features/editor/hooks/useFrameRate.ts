import { useEffect, useState } from 'react';
import { FRAME_RATE, type FrameRateReading, framesPerSecond } from '../helpers/frameRate';

/**
 * The browser's current frame rate while the editor is open: the last 30 frame times, read every
 * 1.5 s while the page is visible. `null` until the first reading, `'idle'` when the canvas has
 * painted too few frames lately to say (nothing is moving).
 */
export function useFrameRate(): FrameRateReading {
  const [fps, setFps] = useState<FrameRateReading>(null);
  useEffect(() => {
    const durations: number[] = [];
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      durations.push(now - last);
      if (durations.length > FRAME_RATE.keptFrames) durations.shift();
      last = now;
      frame = requestAnimationFrame(tick);
    });
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setFps(framesPerSecond(durations) ?? 'idle');
    }, FRAME_RATE.sampleEveryMs);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
    };
  }, []);
  return fps;
}
