import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/content';
import { Marketplace } from '../../features/marketplace';

/** `/marketplace`: the 34 extensions, searchable and filterable, each addable to the user's bots. */
export function MarketplacePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('marketplace.title'));
  return <Marketplace />;
}
