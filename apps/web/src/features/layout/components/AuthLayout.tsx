import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../../components/Logo';
import './AuthLayout.css';

/** The sign-in area: no header or footer, just the logo home and the screen's card. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="auth-layout">
      <Link to="/" className="auth-layout__home" aria-label={t('header.homeAria')}>
        <Logo size={48} withName />
      </Link>
      <main className="auth-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
