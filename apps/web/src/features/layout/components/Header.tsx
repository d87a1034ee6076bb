import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { Logo } from '../../../components/Logo';
import { Spinner } from '../../../components/Spinner';
import { type AuthState, useAuthStore } from '../../auth';
import { InboxHeaderLink } from '../../inbox';
import { NotificationBell } from '../../notifications';
import { useScrolled } from '../hooks/useScrolled';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserMenu } from './UserMenu';
import './Header.css';

/** Pixels of scroll after which the header takes its solid "scrolled" style. */
export const HEADER_SCROLL_THRESHOLD = 10;

const NAV_ITEMS = [
  { to: '/', key: 'header.nav.home' },
  { to: '/welcome', key: 'header.nav.create' },
  { to: '/pluniverse', key: 'header.nav.pluniverse' },
  { to: '/poderes', key: 'header.nav.powers' },
  { to: '/plans', key: 'header.nav.plans' },
  { to: '/coliseum', key: 'header.nav.community' },
  { to: '/contact', key: 'header.nav.contact' },
] as const;

const selectUser = (state: AuthState) => state.user;
const selectLoading = (state: AuthState) => state.loading;

/** The site header: logo, the seven main links, language switch and the account area. */
export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useAuthStore(selectUser);
  const loading = useAuthStore(selectLoading);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the mobile menu closes on every navigation
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={`site-header${scrolled ? ' scrolled' : ''}`}>
      <div className="site-header__inner container">
        <Link to="/" className="site-header__logo" aria-label={t('header.homeAria')}>
          <Logo size={40} withName />
        </Link>

        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site-header__toggle-bar" />
          <span className="site-header__toggle-bar" />
          <span className="site-header__toggle-bar" />
        </button>

        <nav
          id="site-nav"
          className={`site-header__nav${menuOpen ? ' site-header__nav--open' : ''}`}
          aria-label={t('header.navAria')}
        >
          <ul className="site-header__links">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className="site-header__link">
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="site-header__actions">
            <LanguageSwitcher />
            {user ? (
              <>
                <InboxHeaderLink />
                <NotificationBell />
                <UserMenu user={user} />
              </>
            ) : loading ? (
              <Spinner size="sm" label={t('common.loading')} />
            ) : (
              <ButtonLink to="/login" size="sm">
                {t('header.signIn')}
              </ButtonLink>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
