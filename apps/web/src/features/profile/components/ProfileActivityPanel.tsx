import { ACHIEVEMENT_IDS, ACHIEVEMENTS } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useGamificationQuery } from '../../gamification';
import { describeActivity } from '../helpers/describeActivity';
import './ProfileActivityPanel.css';

/**
 * The 'Actividad' tab: every achievement (the earned ones lit, with their date) and the recent
 * progress, with the way to the Sanctuary's full timeline.
 */
export function ProfileActivityPanel() {
  const { t, i18n } = useTranslation();
  const progress = useGamificationQuery();
  const formatDate = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' });

  if (progress.isPending) {
    return (
      <p className="profile-activity__state">
        <Spinner size="sm" /> {t('profileTabs.loading')}
      </p>
    );
  }
  if (progress.isError) {
    return (
      <div className="profile-activity__state" role="alert">
        <p>{getErrorMessage(progress.error, t('profileTabs.activity.loadError'))}</p>
        <Button variant="secondary" size="sm" onClick={() => void progress.refetch()}>
          {t('profileTabs.activity.retry')}
        </Button>
      </div>
    );
  }

  const amountText = (xp: number, plucoins: number) => {
    const amount = describeAmount(xp, plucoins);
    return t(amount.key, amount.values);
  };
  const earned = new Map(progress.data.achievements.map((entry) => [entry.id, entry.unlocked_at]));
  const earnedCount = ACHIEVEMENT_IDS.filter((id) => earned.has(id)).length;

  return (
    <div className="profile-activity">
      <Card as="section" className="profile-activity__section" aria-labelledby="profile-achievements-title">
        <div className="profile-activity__head">
          <h2 id="profile-achievements-title" className="profile-activity__title">
            {t('profileTabs.activity.achievementsTitle')}
          </h2>
          <p className="profile-activity__count">
            {t('profileTabs.activity.achievementsCount', {
              earned: earnedCount,
              total: ACHIEVEMENT_IDS.length,
            })}
          </p>
        </div>
        <ul className="profile-activity__achievements">
          {ACHIEVEMENT_IDS.map((id) => {
            const unlockedAt = earned.get(id);
            const reward = ACHIEVEMENTS[id];
            return (
              <li
                key={id}
                className={`profile-achievement${unlockedAt ? ' profile-achievement--earned' : ''}`}
              >
                <span className="profile-achievement__icon" aria-hidden="true">
                  {unlockedAt ? '🏆' : '🔒'}
                </span>
                <div className="profile-achievement__body">
                  <h3 className="profile-achievement__name">
                    {t(`profileTabs.activity.achievements.${id}.name`)}
                  </h3>
                  <p className="profile-achievement__description">
                    {t(`profileTabs.activity.achievements.${id}.description`)}
                  </p>
                  <p className="profile-achievement__meta">
                    {unlockedAt
                      ? t('profileTabs.activity.earnedOn', { date: formatDate(unlockedAt) })
                      : t('profileTabs.activity.locked')}
                    {' · '}
                    {t('profileTabs.activity.reward', { xp: reward.xp, coins: reward.plucoins })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </Card>

      <Card as="section" className="profile-activity__section" aria-labelledby="profile-recent-title">
        <div className="profile-activity__head">
          <h2 id="profile-recent-title" className="profile-activity__title">
            {t('profileTabs.activity.recentTitle')}
          </h2>
          <ButtonLink to="/sanctuary" variant="secondary" size="sm" className="profile-activity__link">
            {t('profileTabs.activity.toSanctuary')}
          </ButtonLink>
        </div>
        {progress.data.recentActivities.length === 0 ? (
          <p className="profile-activity__state">{t('profileTabs.activity.recentEmpty')}</p>
        ) : (
          <ol className="profile-activity__recent">
            {progress.data.recentActivities.map((activity) => {
              const summary = describeActivity(activity);
              return (
                <li key={`${activity.kind}-${activity.created_at}`} className="profile-activity__entry">
                  <span className="profile-activity__what">
                    {t(`profileTabs.activity.reasons.${summary.reason}`)}
                  </span>
                  <span className="profile-activity__amount">{amountText(summary.xp, summary.plucoins)}</span>
                  <time className="profile-activity__when" dateTime={activity.created_at}>
                    {formatDate(activity.created_at)}
                  </time>
                </li>
              );
            })}
          </ol>
        )}
      </Card>
    </div>
  );
}

/** The i18n key and values of an entry's amounts: spent, earned with PluCoins, or XP only. */
function describeAmount(xp: number, plucoins: number) {
  if (plucoins < 0) return { key: 'profileTabs.activity.spent', values: { xp, coins: -plucoins } } as const;
  if (plucoins > 0)
    return { key: 'profileTabs.activity.pointsAndCoins', values: { xp, coins: plucoins } } as const;
  return { key: 'profileTabs.activity.points', values: { xp, coins: 0 } } as const;
}
