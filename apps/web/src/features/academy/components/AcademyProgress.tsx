import type { AcademyState } from '@plubot/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';

export interface AcademyProgressProps {
  academy: AcademyState;
}

/** How far the user is: lessons completed out of all, the bar, the XP earned and the completion bonus. */
export function AcademyProgress({ academy }: AcademyProgressProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const percent = academy.total === 0 ? 0 : Math.round((academy.completedCount / academy.total) * 100);
  const progressText = t('academy.progress', { done: academy.completedCount, total: academy.total });
  return (
    <Card as="section" className="academy-progress" aria-labelledby={titleId}>
      <h2 id={titleId} className="academy-progress__title">
        {t('academy.progressTitle')}
      </h2>
      <p className="academy-progress__count">{progressText}</p>
      <div
        className="academy-progress__bar"
        role="progressbar"
        aria-label={t('academy.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={academy.total}
        aria-valuenow={academy.completedCount}
        aria-valuetext={progressText}
      >
        <span className="academy-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="academy-progress__xp">{t('academy.xpEarned', { xp: academy.xpEarned })}</p>
      <p className="academy-progress__note">
        {academy.graduated
          ? t('academy.graduated')
          : t('academy.completionNote', { xp: academy.completionXp })}
      </p>
    </Card>
  );
}
