import { toPlanId } from '@plubot/flow';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../components/Card';
import type { AuthUser } from '../features/auth';
import { useAuthStore } from '../features/auth';
import { useDocumentTitle } from '../features/content';
import { readLevelProgress } from '../features/gamification';
import { refreshUserProfile, useUsageQuery } from '../features/plubots';
import {
  getProfilePanelId,
  getProfileTabId,
  ProfileActivityPanel,
  ProfileBackupPanel,
  ProfileDetailsPanel,
  ProfileIntegrationsPanel,
  ProfilePlubotsPanel,
  ProfilePowersPanel,
  type ProfileTab,
  ProfileTabList,
  parseProfileTab,
} from '../features/profile';
import './ProfilePage.css';

const selectUser = (state: { user: AuthUser | null }) => state.user;

/**
 * `/profile`: who the user is (photo, name, plan, level, PluCoins, this month's replies) and six
 * tabs kept in the URL (`?tab=`): Perfil, Plubots (the default), Poderes, Actividad,
 * Integraciones and Respaldo.
 */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const user = useAuthStore(selectUser);
  const usage = useUsageQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseProfileTab(searchParams.get('tab'));
  useDocumentTitle(t('profile.title'));

  useEffect(() => {
    void refreshUserProfile();
  }, []);

  const selectTab = (next: ProfileTab) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  if (!user) return null;
  const { level, nameKey } = readLevelProgress(user);
  const format = (value: number) => value.toLocaleString(i18n.language);
  const plan = usage.data?.plan ?? toPlanId(user.plan);

  return (
    <section className="profile container">
      <Card glow className="profile__card">
        <span className="profile__avatar" aria-hidden="true">
          {user.profile_picture ? (
            <img src={user.profile_picture} alt="" />
          ) : (
            user.name.charAt(0).toUpperCase() || 'U'
          )}
        </span>
        <div className="profile__identity">
          <p className="profile__eyebrow">{t('profile.title')}</p>
          <h1 className="profile__name">{user.name}</h1>
          <p className="profile__email">{user.email}</p>
          <span className={`profile__plan profile__plan--${plan}`}>{t(`profile.plans.${plan}`)}</span>
        </div>
        <dl className="profile__stats">
          <div className="profile__stat">
            <dt>{t('profile.level', { level })}</dt>
            <dd>{t(nameKey)}</dd>
          </div>
          <div className="profile__stat">
            <dt>{t('profile.pluCoins')}</dt>
            <dd>{format(user.pluCoins ?? 0)}</dd>
          </div>
          <div className="profile__stat">
            <dt>{t('profile.replies')}</dt>
            <dd>
              {usage.data
                ? usage.data.limit === null
                  ? t('profile.repliesUnlimited', { replies: format(usage.data.replies) })
                  : t('profile.repliesOf', {
                      replies: format(usage.data.replies),
                      limit: format(usage.data.limit),
                    })
                : '—'}
            </dd>
          </div>
        </dl>
      </Card>

      <ProfileTabList current={tab} onSelect={selectTab} />

      <div
        className="profile__panel"
        role="tabpanel"
        id={getProfilePanelId(tab)}
        aria-labelledby={getProfileTabId(tab)}
      >
        {tab === 'perfil' && <ProfileDetailsPanel user={user} plan={usage.data?.plan} />}
        {tab === 'plubots' && <ProfilePlubotsPanel />}
        {tab === 'poderes' && <ProfilePowersPanel />}
        {tab === 'actividad' && <ProfileActivityPanel />}
        {tab === 'integraciones' && <ProfileIntegrationsPanel />}
        {tab === 'respaldo' && <ProfileBackupPanel user={user} />}
      </div>
    </section>
  );
}
