import { useTranslation } from 'react-i18next';
import './ReadingRewardNotice.css';

export interface ReadingRewardNoticeProps {
  /** XP just earned, or null to show nothing. */
  gainedXp: number | null;
}

/** A small '+25 XP' notice in a polite live region, shown when reading earned something new. */
export function ReadingRewardNotice({ gainedXp }: ReadingRewardNoticeProps) {
  const { t } = useTranslation();
  return (
    <div className="reading-reward" role="status" aria-live="polite">
      {gainedXp !== null && (
        <p className="reading-reward__toast">
          <span className="reading-reward__xp">{t('readingRewards.gained', { xp: gainedXp })}</span>
          <span className="reading-reward__text">{t('readingRewards.text')}</span>
        </p>
      )}
    </div>
  );
}
