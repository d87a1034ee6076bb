import { useEffect, useRef, useState } from 'react';
import { createInactivityTimer } from '../helpers/createInactivityTimer';

/** The default of spec §4/§9: 900 s. */
export const DEFAULT_INACTIVITY_SECONDS = 900;

export interface InactivityTimerHookOptions {
  /** A localStorage key through which the app's tabs share their last activity. */
  shareKey?: string;
}

/**
 * True after `seconds` without mouse move, key press, mouse down or touch start, when `onInactive`
 * also runs once. Any of those restarts the count. `enabled = false` switches the timer off.
 * @example useInactivityTimer(900, () => endSession('inactive'), isAuthenticated)
 */
export function useInactivityTimer(
  seconds: number = DEFAULT_INACTIVITY_SECONDS,
  onInactive: () => void = () => undefined,
  enabled = true,
  options: InactivityTimerHookOptions = {},
): boolean {
  const [inactive, setInactive] = useState(false);
  const onInactiveRef = useRef(onInactive);
  useEffect(() => {
    onInactiveRef.current = onInactive;
  });
  const { shareKey } = options;

  useEffect(() => {
    setInactive(false);
    if (!enabled || !(seconds > 0)) return;
    const timer = createInactivityTimer({
      timeoutMs: seconds * 1000,
      target: window,
      onInactive: () => {
        setInactive(true);
        onInactiveRef.current();
      },
      onActive: () => setInactive(false),
      ...(shareKey ? { sharedActivity: createSharedActivity(shareKey) } : {}),
    });
    return timer.stop;
  }, [seconds, enabled, shareKey]);

  return inactive;
}

function createSharedActivity(key: string) {
  return {
    read: () => {
      try {
        const value = Number(localStorage.getItem(key));
        return Number.isFinite(value) && value > 0 ? value : null;
      } catch {
        return null;
      }
    },
    write: (time: number) => {
      try {
        localStorage.setItem(key, String(time));
      } catch {
        // Without storage each tab simply counts its own activity.
      }
    },
  };
}
