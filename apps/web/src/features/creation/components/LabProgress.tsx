import { useTranslation } from 'react-i18next';
import { getProgressPercent, LAB_STEP_COUNT, type LabStep } from '../helpers/labSteps';

export interface LabProgressProps {
  step: LabStep;
}

/** The progress tracker: 25, 50, 75 or 100 percent. */
export function LabProgress({ step }: LabProgressProps) {
  const { t } = useTranslation();
  const percent = getProgressPercent(step);
  return (
    <div className="lab-progress">
      <div className="lab-progress__labels">
        <span>{t('creation.lab.stepOf', { step, total: LAB_STEP_COUNT })}</span>
        <span className="lab-progress__percent">{percent}%</span>
      </div>
      <div
        className="lab-progress__track"
        role="progressbar"
        aria-label={t('creation.lab.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="lab-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
