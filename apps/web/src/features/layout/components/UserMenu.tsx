import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDismissOnOutside } from '../../../lib/useDismissOnOutside';
import type { AuthUser } from '../../auth';
import { useLogout } from '../../auth';
import { readLevelProgress } from '../../gamification';
import './UserMenu.css';

export interface UserMenuProps {
  user: AuthUser;
}

/** The signed-in user's avatar and dropdown: who, level, PluCoins, account links and sign-out. */
export function UserMenu({ user }: UserMenuProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { level, nameKey } = readLevelProgress(user);
  const initial = user.name?.trim().charAt(0).toUpperCase() || 'U';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dropdown closes on every navigation
  useEffect(() => setOpen(false), [pathname]);

  useDismissOnOutside(open, rootRef, () => setOpen(false));

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        type="button"
        className="user-menu__avatar"
        aria-expanded={open}
        // A disclosure, not a menu: aria-controls only names the dropdown while it exists (axe
        // aria-valid-attr-value), and no aria-haspopup, which would promise role="menu".
        aria-controls={open ? menuId : undefined}
        aria-label={t('userMenu.open')}
        onClick={() => setOpen((value) => !value)}
      >
        {user.profile_picture ? <img src={user.profile_picture} alt="" /> : initial}
      </button>

      {open && (
        <div className="user-menu__dropdown" id={menuId}>
          <div className="user-menu__identity">
            <strong className="user-menu__name">{user.name}</strong>
            <span className="user-menu__email">{user.email}</span>
          </div>
          <dl className="user-menu__stats">
            <div>
              <dt>{t('userMenu.level', { level })}</dt>
              <dd>{t(nameKey)}</dd>
            </div>
            <div>
              <dt>{t('userMenu.pluCoins')}</dt>
              <dd>{(user.pluCoins ?? 0).toLocaleString(i18n.language)}</dd>
            </div>
          </dl>
          <nav className="user-menu__links" aria-label={t('userMenu.accountAria')}>
            <Link to="/change-password">{t('userMenu.changePassword')}</Link>
            <Link to="/profile">{t('userMenu.viewProfile')}</Link>
          </nav>
          <button type="button" className="user-menu__logout" onClick={logout}>
            {t('userMenu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
