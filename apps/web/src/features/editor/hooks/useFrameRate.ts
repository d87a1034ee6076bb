import { useEffect, useRef, useState } from 'react';
import { FRAME_RATE, framesPerSecond } from '../helpers/frameRate';

/**
 * The browser's current frame rate while the editor is open: the last 30 frame times, read every
 * 1.5 s while the page is visible. `null` until the first reading. `onReading` gets every reading,
 * also one equal to the last (which does not re-render).
 */
export function useFrameRate(onReading?: (fps: number | null) => void): number | null {
  const [fps, setFps] = useState<number | null>(null);
  const readingListener = useRef(onReading);
  readingListener.current = onReading;
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
      if (document.visibilityState !== 'visible') return;
      const reading = framesPerSecond(durations);
      setFps(reading);
      readingListener.current?.(reading);
    }, FRAME_RATE.sampleEveryMs);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
    };
  }, []);
  return fps;
}
