import { ACHIEVEMENT_IDS, type AchievementId, type GamificationState } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { getAchievementDescriptionKey, getAchievementNameKey } from '../helpers/achievementKeys';

export interface AchievementShelfProps {
  achievements: GamificationState['achievements'];
}

const isAchievementId = (id: string): id is AchievementId =>
  (ACHIEVEMENT_IDS as readonly string[]).includes(id);

/** The achievements the user earned, with what each was for and when. */
export function AchievementShelf({ achievements }: AchievementShelfProps) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const earned = achievements.flatMap((achievement) =>
    isAchievementId(achievement.id) ? [{ id: achievement.id, unlockedAt: achievement.unlocked_at }] : [],
  );
  return (
    <Card as="section" className="hub-achievements" aria-labelledby="hub-achievements-title">
      <div className="hub-section__head">
        <h2 id="hub-achievements-title" className="hub-section__title">
          {t('pluniverse.achievementsSection.heading')}
        </h2>
        <p className="hub-achievements__count">
          {t('pluniverse.achievementsSection.count', { count: earned.length, total: ACHIEVEMENT_IDS.length })}
        </p>
      </div>
      {earned.length === 0 ? (
        <p className="hub-empty">{t('pluniverse.achievementsSection.empty')}</p>
      ) : (
        <ul className="hub-achievements__list">
          {earned.map(({ id, unlockedAt }) => {
            const date = new Date(unlockedAt);
            return (
              <li key={id} className="hub-achievement">
                <span className="hub-achievement__medal" aria-hidden="true">
                  ★
                </span>
                <div>
                  <h3 className="hub-achievement__name">{t(getAchievementNameKey(id))}</h3>
                  <p className="hub-achievement__description">{t(getAchievementDescriptionKey(id))}</p>
                  {!Number.isNaN(date.getTime()) && (
                    <p className="hub-achievement__date">
                      {t('pluniverse.achievementsSection.earnedOn', { date: format.format(date) })}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
