/** What counts as activity (spec §4 Inactivity). */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'mousedown', 'touchstart'] as const;

export interface InactivityTimerOptions {
  timeoutMs: number;
  /** Runs once when `timeoutMs` pass without activity. */
  onInactive: () => void;
  /** Runs when activity comes back after `onInactive`. */
  onActive?: () => void;
  /** Where activity is listened for (the window in the app). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
  /**
   * Activity shared with the app's other tabs, so working in one tab keeps the others (which
   * share the session) from signing it out. Written at most every {@link SHARED_WRITE_INTERVAL_MS}.
   */
  sharedActivity?: { read: () => number | null; write: (time: number) => void };
}

/** Shared activity is written at most this often; far below any sensible timeout. */
export const SHARED_WRITE_INTERVAL_MS = 5000;

export interface InactivityTimer {
  isInactive: () => boolean;
  stop: () => void;
}

/**
 * Watches `target` for activity and calls `onInactive` after `timeoutMs` without any. Activity only
 * stores a timestamp (mouse moves are frequent); one timer checks it when it would expire and
 * sleeps again for the rest, so the cost does not depend on how busy the user is.
 */
export function createInactivityTimer(options: InactivityTimerOptions): InactivityTimer {
  const { timeoutMs, onInactive, onActive, target, now = Date.now, sharedActivity } = options;
  let lastActivity = now();
  let lastSharedWrite = Number.NEGATIVE_INFINITY;
  let inactive = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(delay, 0));
  };
  const check = () => {
    const idle = now() - Math.max(lastActivity, sharedActivity?.read() ?? Number.NEGATIVE_INFINITY);
    if (idle < timeoutMs) {
      schedule(timeoutMs - idle);
      return;
    }
    inactive = true;
    onInactive();
  };
  const onActivity = () => {
    lastActivity = now();
    if (sharedActivity && lastActivity - lastSharedWrite >= SHARED_WRITE_INTERVAL_MS) {
      lastSharedWrite = lastActivity;
      sharedActivity.write(lastActivity);
    }
    if (inactive) {
      inactive = false;
      schedule(timeoutMs);
      onActive?.();
    }
  };

  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { passive: true });
  schedule(timeoutMs);

  return {
    isInactive: () => inactive,
    stop: () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity);
    },
  };
}
