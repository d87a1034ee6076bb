import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/content';
import { PowersCatalog } from '../../features/powers';

/** `/poderes`: the catalogue of powers (integrations), filterable by category. */
export function PowersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('powers.catalog.title'));
  return <PowersCatalog />;
}
