import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../stores/useAuthStore';

/** Delay between reaching the home page and ending the session (spec §2 Header: 50 ms). */
export const LOGOUT_DELAY_MS = 50;

/**
 * Returns a function that goes to the home page and then ends the session. The session ends
 * only once the home page is on screen (`AuthSessionManager` watches for it): while the home
 * page's code downloads the guarded screen is still mounted and would otherwise send the user
 * to login.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    useAuthStore.getState().requestLogout();
    navigate('/', { replace: true });
  }, [navigate]);
}
