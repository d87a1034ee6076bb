import type { GamificationState } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { describeActivity } from '../helpers/describeActivity';

export interface RecentActivityProps {
  activities: GamificationState['recentActivities'];
}

/** The latest ledger entries as sentences ("Creaste tu primer bot…"), with what each earned. */
export function RecentActivity({ activities }: RecentActivityProps) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card as="section" className="hub-activity" aria-labelledby="hub-activity-title">
      <h2 id="hub-activity-title" className="hub-section__title">
        {t('pluniverse.activity.heading')}
      </h2>
      {activities.length === 0 ? (
        <p className="hub-empty">{t('pluniverse.activity.empty')}</p>
      ) : (
        <ol className="hub-activity__list">
          {activities.map((activity) => {
            const sentence = describeActivity(activity);
            const values = {
              ...sentence.values,
              ...(sentence.nameKey ? { name: t(sentence.nameKey) } : {}),
              ...(sentence.itemKey ? { item: t(sentence.itemKey) } : {}),
            };
            const xp = Number(activity.detail.xp ?? 0);
            const plucoins = Number(activity.detail.plucoins ?? 0);
            const date = new Date(activity.created_at);
            return (
              <li key={`${activity.kind}-${activity.created_at}`} className="hub-activity__item">
                <p className="hub-activity__sentence">{t(sentence.key, values)}</p>
                <p className="hub-activity__meta">
                  <time dateTime={activity.created_at}>
                    {Number.isNaN(date.getTime()) ? '' : format.format(date)}
                  </time>
                  {plucoins < 0 ? (
                    <span className="hub-activity__reward hub-activity__reward--spent">
                      {t('pluniverse.activity.spent', { plucoins: -plucoins })}
                    </span>
                  ) : (
                    (xp > 0 || plucoins > 0) && (
                      <span className="hub-activity__reward">
                        {t('pluniverse.activity.reward', { xp, plucoins })}
                      </span>
                    )
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
