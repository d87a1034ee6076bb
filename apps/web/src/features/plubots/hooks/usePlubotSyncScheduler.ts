import { useEffect } from 'react';
import { getAccessToken } from '../../../lib/tokenStorage';
import { useAuthStore } from '../../auth';
import { requestPlubotSync } from '../stores/usePlubotSyncStore';

/** How often bots kept in the browser are sent again (spec §9). */
export const SYNC_INTERVAL_MS = 5 * 60 * 1000;

const selectIsAuthenticated = (state: { isAuthenticated: boolean }) => state.isAuthenticated;

/**
 * Runs the bot sync when a session starts (on every app start with a stored session), every
 * 5 minutes while signed in with a token, and when the browser comes back online. Bot lists
 * reload by themselves after bots reach the server (`usePlubotsQuery` keys on `syncedRevision`).
 */
export function usePlubotSyncScheduler(): void {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);

  useEffect(() => {
    if (!isAuthenticated) return;
    const run = () => {
      if (getAccessToken()) void requestPlubotSync();
    };
    run();
    const interval = window.setInterval(run, SYNC_INTERVAL_MS);
    window.addEventListener('online', run);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('online', run);
    };
  }, [isAuthenticated]);
}
