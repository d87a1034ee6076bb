import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  getTypewriterDuration,
  getTypewriterFrame,
  type TypewriterFrame,
  type TypewriterTiming,
} from '../helpers/getTypewriterFrame';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface Typewriter extends TypewriterFrame {
  /** Jumps to the end: every line shown, the animation done. */
  skip: () => void;
}

/**
 * Types `lines` out over time at the given pace and restarts when the text changes. With
 * `prefers-reduced-motion` the whole text shows at once.
 */
export function useTypewriter(lines: readonly string[], timing: TypewriterTiming): Typewriter {
  const reducedMotion = usePrefersReducedMotion();
  const key = lines.join('\n');
  const [state, setState] = useState({ key, elapsed: 0 });
  const elapsed = state.key === key ? state.elapsed : 0;
  const { charMs, lineDelayMs, startDelayMs, endDelayMs } = timing;

  useEffect(() => {
    const pace = { charMs, lineDelayMs, startDelayMs, endDelayMs };
    const text = key.split('\n');
    const total = getTypewriterDuration(text, pace);
    const started = performance.now();
    setState((current) => (current.key === key ? current : { key, elapsed: 0 }));
    if (reducedMotion) return;
    const timer = window.setInterval(
      () => {
        const now = performance.now() - started;
        setState((current) =>
          current.key !== key || current.elapsed === Number.POSITIVE_INFINITY
            ? current
            : { key, elapsed: now },
        );
        if (now >= total) window.clearInterval(timer);
      },
      Math.min(charMs, 50),
    );
    return () => window.clearInterval(timer);
  }, [key, reducedMotion, charMs, lineDelayMs, startDelayMs, endDelayMs]);

  const skip = useCallback(() => setState({ key, elapsed: Number.POSITIVE_INFINITY }), [key]);
  const frame = useMemo(
    () =>
      getTypewriterFrame(lines, reducedMotion ? Number.POSITIVE_INFINITY : elapsed, {
        charMs,
        lineDelayMs,
        startDelayMs,
        endDelayMs,
      }),
    [lines, reducedMotion, elapsed, charMs, lineDelayMs, startDelayMs, endDelayMs],
  );
  return { ...frame, skip };
}
