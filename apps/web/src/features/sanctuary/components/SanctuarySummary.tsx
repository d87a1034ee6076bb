import { useTranslation } from 'react-i18next';
import { readLevelProgress, useGamificationQuery, useProgressTimeline } from '../../gamification';
import './sanctuary.css';

/** The founder's standing at a glance: level, XP, PluCoins and milestones in the ledger. */
export function SanctuarySummary() {
  const { t, i18n } = useTranslation();
  const state = useGamificationQuery();
  const timeline = useProgressTimeline();
  if (!state.data) return null;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const { level, nameKey } = readLevelProgress(state.data);
  const milestones = timeline.data?.events.length;
  return (
    <ul className="sanctuary-summary" aria-label={t('sanctuary.summary.label')}>
      <li className="sanctuary-summary__item sanctuary-summary__item--level">
        {t('sanctuary.summary.level', { level, name: t(nameKey) })}
      </li>
      <li className="sanctuary-summary__item">
        {t('sanctuary.summary.xp', { xp: number.format(state.data.xp) })}
      </li>
      <li className="sanctuary-summary__item">
        {t('sanctuary.summary.plucoins', { coins: number.format(state.data.pluCoins) })}
      </li>
      {milestones !== undefined && (
        <li className="sanctuary-summary__item">
          {t('sanctuary.summary.milestones', { count: milestones })}
        </li>
      )}
    </ul>
  );
}
