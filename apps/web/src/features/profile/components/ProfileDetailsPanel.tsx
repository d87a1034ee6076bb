import { toPlanId } from '@plubot/flow';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { type AuthUser, InactivityLogoutToggle } from '../../auth';
import { readLevelProgress, useGamificationQuery } from '../../gamification';
import { LeadDigestToggle } from './LeadDigestToggle';
import { ProfileEditForm } from './ProfileEditForm';
import './ProfileDetailsPanel.css';

/**
 * The 'Perfil' tab: name and photo, the way to the next level (XP bar), PluCoins and plan, and the
 * settings: the e-mail summary of new contacts, and the session (inactivity sign-out, password
 * change).
 */
export function ProfileDetailsPanel({ user, plan }: { user: AuthUser; plan?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const progress = useGamificationQuery();
  const xp = progress.data?.xp ?? user.xp ?? 0;
  const coins = progress.data?.pluCoins ?? user.pluCoins ?? 0;
  const bar = readLevelProgress({ xp, level: progress.data?.level ?? user.level });
  const format = (value: number) => value.toLocaleString(i18n.language);
  const planId = toPlanId(plan ?? user.plan);

  return (
    <div className="profile-details">
      <Card as="section" className="profile-details__card" aria-labelledby="profile-edit-title">
        <h2 id="profile-edit-title" className="profile-details__title">
          {t('profileTabs.details.editTitle')}
        </h2>
        <p className="profile-details__text">{t('profileTabs.details.editText')}</p>
        <ProfileEditForm user={user} />
      </Card>

      <Card as="section" className="profile-details__card" aria-labelledby="profile-progress-title">
        <h2 id="profile-progress-title" className="profile-details__title">
          {t('profileTabs.details.progressTitle')}
        </h2>
        <p className="profile-details__level">
          {t('profileTabs.details.levelLine', { level: bar.level, name: t(bar.nameKey) })}
        </p>
        <div className="profile-details__xp">
          <div className="profile-details__xp-head">
            <span id="profile-xp-label">{t('profileTabs.details.xpLabel')}</span>
            {!bar.isMaxLevel && (
              <span>
                {t('profileTabs.details.xpOf', { earned: format(bar.earned), span: format(bar.span) })}
              </span>
            )}
          </div>
          <div
            className="profile-details__xp-bar"
            role="progressbar"
            aria-labelledby="profile-xp-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={bar.percent}
            aria-valuetext={
              bar.isMaxLevel
                ? t('profileTabs.details.xpMax')
                : t('profileTabs.details.xpOf', { earned: format(bar.earned), span: format(bar.span) })
            }
          >
            <span style={{ width: `${bar.percent}%` }} />
          </div>
          <p className="profile-details__hint">
            {bar.isMaxLevel
              ? t('profileTabs.details.xpMax')
              : t('profileTabs.details.xpMissing', { missing: format(bar.missing), next: bar.level + 1 })}
          </p>
        </div>
        <dl className="profile-details__facts">
          <div>
            <dt>{t('profileTabs.details.totalXp')}</dt>
            <dd>{t('profileTabs.details.totalXpValue', { xp: format(xp) })}</dd>
          </div>
          <div>
            <dt>{t('profileTabs.details.coins')}</dt>
            <dd>{format(coins)}</dd>
          </div>
          <div>
            <dt>{t('profileTabs.details.plan')}</dt>
            <dd>{t(`profile.plans.${planId}`)}</dd>
          </div>
        </dl>
        <ButtonLink to="/plans" variant="secondary" size="sm">
          {t('profileTabs.details.seePlans')}
        </ButtonLink>
      </Card>

      <Card as="section" className="profile-details__card" aria-labelledby="profile-notices-title">
        <h2 id="profile-notices-title" className="profile-details__title">
          {t('profileTabs.details.noticesTitle')}
        </h2>
        <LeadDigestToggle />
      </Card>

      <Card as="section" className="profile-details__card" aria-labelledby="profile-security-title">
        <h2 id="profile-security-title" className="profile-details__title">
          {t('profileTabs.details.securityTitle')}
        </h2>
        <InactivityLogoutToggle />
        <ButtonLink to="/change-password" variant="secondary" size="sm">
          {t('profileTabs.details.changePassword')}
        </ButtonLink>
      </Card>
    </div>
  );
}
