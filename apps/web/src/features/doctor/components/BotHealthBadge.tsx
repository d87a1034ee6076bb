import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getDoctorEditorPath } from '../helpers/getDoctorEditorPath';
import { useBotHealth } from '../hooks/useBotHealthQuery';
import { HealthBadge } from './HealthBadge';

/**
 * The health badge of one of the user's bots (its stored flow), linking to the editor with the
 * Doctor open; nothing until the health is known.
 */
export const BotHealthBadge = memo(function BotHealthBadge({
  plubotId,
  className,
}: {
  plubotId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const health = useBotHealth(plubotId);
  if (!health) return null;
  return (
    <Link to={getDoctorEditorPath(plubotId)} className={className} title={t('doctor.button.label')}>
      <HealthBadge score={health.score} blocking={health.blocking} />
    </Link>
  );
});
