import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { getHealthBand } from '../helpers/getHealthBand';
import './HealthBadge.css';

export interface HealthBadgeProps {
  readonly score: number;
  readonly blocking: number;
}

/** A bot's health score out of 100, coloured by band, read aloud as 'Salud del bot: 85 de 100'. */
export const HealthBadge = memo(function HealthBadge({ score, blocking }: HealthBadgeProps) {
  const { t } = useTranslation();
  const label =
    blocking > 0
      ? t('doctor.health.labelBlocking', { score, count: blocking })
      : t('doctor.health.label', { score });
  return (
    <span
      className={`health-badge health-badge--${getHealthBand({ score, blocking })}`}
      role="img"
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">{t('doctor.health.value', { score })}</span>
    </span>
  );
});
