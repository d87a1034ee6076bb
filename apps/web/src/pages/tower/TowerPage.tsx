import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import '../../components/catalog.css';
import { useDocumentTitle } from '../../features/content';
import { MyPublications, TowerGallery } from '../../features/tower';

/** `/tower`: the gallery of bots their owners published (try, clone) and publishing one's own. */
export function TowerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tower.title'));
  return (
    <section className="catalog-page container">
      <PageTitle subtitle={t('tower.subtitle')}>{t('tower.title')}</PageTitle>
      <TowerGallery />
      <MyPublications />
    </section>
  );
}
