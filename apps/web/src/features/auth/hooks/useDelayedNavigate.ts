import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, type To, useNavigate } from 'react-router';

/**
 * Navigates after a delay (the timed redirects of spec §9); leaving the screen first cancels it.
 * @example const navigateLater = useDelayedNavigate(); navigateLater('/login', 3000);
 */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (to: To, delayMs: number, options?: NavigateOptions) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(to, options), delayMs);
    },
    [navigate],
  );
}
