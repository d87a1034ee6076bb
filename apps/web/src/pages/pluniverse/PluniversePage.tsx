import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/content';
import { CreationDraftOffer } from '../../features/creation';
import { PluniverseHub } from '../../features/pluniverse';

/**
 * `/pluniverse`: the hub people land on after login, verification and the creation lab, with a
 * lab draft made before signing up offered back on top.
 */
export function PluniversePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pluniverse.documentTitle'));
  return <PluniverseHub notice={<CreationDraftOffer />} />;
}
