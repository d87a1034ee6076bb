import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/content';
import { PowersAbout } from '../../features/powers';

/** `/poderes/about`: what a power is, how a bot gets one and how to connect other services today. */
export function PowersAboutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('powers.about.title'));
  return <PowersAbout />;
}
