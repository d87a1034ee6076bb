import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ACCESS_TOKEN_KEY } from '../../../lib/tokenStorage';
import { buildLoginPath } from '../helpers/buildLoginPath';
import { DEFAULT_INACTIVITY_SECONDS, useInactivityTimer } from '../hooks/useInactivityTimer';
import { LOGOUT_DELAY_MS } from '../hooks/useLogout';
import { useStaleProfileRetry } from '../hooks/useStaleProfileRetry';
import { type AuthState, useAuthStore } from '../stores/useAuthStore';

/** How often a signed-in session is checked with the server (spec §4). */
export const AUTH_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** A requested sign-out happens after this long even if the home page never shows. */
export const LOGOUT_FALLBACK_MS = 5000;

/** The tabs of the app share their last activity here, since they share one session. */
export const LAST_ACTIVITY_KEY = 'last_activity_at';

const selectIsAuthenticated = (state: AuthState) => state.isAuthenticated;
const selectLogoutRequested = (state: AuthState) => state.logoutRequested;
/** The user may switch the inactivity logout off in their preferences; it is on by default. */
const selectInactivityLogout = (state: AuthState) => state.user?.preferences?.inactivityLogout !== false;

/**
 * Keeps a signed-in session honest while the app is open: finishes a requested sign-out once
 * the home page shows, checks the session with the server every 5 minutes (every 15 s while it
 * started on the cached profile because the server could not be reached), follows sign-ins and
 * sign-outs of other tabs, and signs out after 900 s without activity (in any tab), landing on
 * the login screen with `session_expired` and the way back. Renders nothing.
 */
export function AuthSessionManager() {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  const inactivityLogout = useAuthStore(selectInactivityLogout);
  const logoutRequested = useAuthStore(selectLogoutRequested);
  const navigate = useNavigate();
  const location = useLocation();
  const atHome = location.pathname === '/';

  // A sign-out the user asked for ends the session once the home page is committed on screen.
  useEffect(() => {
    if (!logoutRequested) return;
    const timer = window.setTimeout(
      () => useAuthStore.getState().logout(),
      atHome ? LOGOUT_DELAY_MS : LOGOUT_FALLBACK_MS,
    );
    return () => window.clearTimeout(timer);
  }, [logoutRequested, atHome]);

  useEffect(() => {
    if (!isAuthenticated) return;
    const interval = window.setInterval(() => {
      void useAuthStore.getState().loadProfile();
    }, AUTH_CHECK_INTERVAL_MS);
    return () => window.clearInterval(interval);
  }, [isAuthenticated]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ACCESS_TOKEN_KEY && event.key !== null) return;
      const state = useAuthStore.getState();
      const hasToken = event.key === null ? false : event.newValue !== null;
      if (!hasToken && state.isAuthenticated) state.logout();
      else if (hasToken && !state.isAuthenticated && !state.loading) void state.initialize();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useStaleProfileRetry();

  useInactivityTimer(
    DEFAULT_INACTIVITY_SECONDS,
    () => {
      // Signed out first, so the login screen never sees the old session and bounces back.
      useAuthStore.getState().endSession('inactive');
      navigate(buildLoginPath(location, { sessionExpired: true }), { replace: true });
    },
    isAuthenticated && inactivityLogout,
    { shareKey: LAST_ACTIVITY_KEY },
  );

  return null;
}
