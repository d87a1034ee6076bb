import { useEffect } from 'react';
import { type AuthState, useAuthStore } from '../stores/useAuthStore';

/** While the session runs on the cached profile, the server is asked again this often. */
export const STALE_PROFILE_RETRY_MS = 15_000;

const selectProfileStale = (state: AuthState) => state.profileStale;

/**
 * A session started without the server (issue #17) asks for the profile every 15 s and as soon as
 * the browser is back online, until the server answers: with the profile (which replaces the
 * cached one) or with a 401 (which ends the session).
 */
export function useStaleProfileRetry(): void {
  const profileStale = useAuthStore(selectProfileStale);
  useEffect(() => {
    if (!profileStale) return;
    const retry = () => void useAuthStore.getState().loadProfile({ force: true });
    const interval = window.setInterval(retry, STALE_PROFILE_RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('online', retry);
    };
  }, [profileStale]);
}
