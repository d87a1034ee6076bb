import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '../../../components/FullScreenLoader';
import { buildLoginPath } from '../helpers/buildLoginPath';
import { type AuthState, useAuthStore } from '../stores/useAuthStore';

const selectIsAuthenticated = (state: AuthState) => state.isAuthenticated;
const selectLoading = (state: AuthState) => state.loading;
const selectSessionEnded = (state: AuthState) => state.sessionEnded;

/**
 * Layout route that lets only signed-in users through; others go to /login and come back after.
 * When the session ended by itself (expired, inactivity) the login screen is told so.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  const loading = useAuthStore(selectLoading);
  const sessionEnded = useAuthStore(selectSessionEnded);

  if (loading) return <FullScreenLoader label={t('common.loading')} />;
  if (!isAuthenticated) {
    const to = buildLoginPath(location, { sessionExpired: sessionEnded !== null });
    return <Navigate to={to} state={{ from: location }} replace />;
  }
  return <Outlet />;
}
