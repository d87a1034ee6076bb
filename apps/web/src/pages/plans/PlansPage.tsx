import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { PlansGrid } from '../../features/billing';
import { useDocumentTitle } from '../../features/content';

/** `/plans` and `/pricing`: the plans, what each allows, and buying one. */
export function PlansPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('plans.title'));
  return (
    <section className="container">
      <PageTitle subtitle={t('plans.subtitle')}>{t('plans.title')}</PageTitle>
      <PlansGrid />
    </section>
  );
}
