import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { useLogout } from '../features/auth';

/** /logout: ends the session and lands on the home page. */
export function LogoutPage() {
  const { t } = useTranslation();
  const logout = useLogout();
  useEffect(() => logout(), [logout]);
  return <FullScreenLoader label={t('common.loading')} />;
}
