import type { CustomTypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Card } from '../components/Card';
import { PageTitle } from '../components/PageTitle';
import { useDocumentTitle } from '../features/content';
import './PlaceholderPage.css';

/** Screens that exist as routes already and whose content a later release builds. */
export type PlaceholderScreen = keyof CustomTypeOptions['resources']['translation']['placeholders'];

export interface PlaceholderPageProps {
  screen: PlaceholderScreen;
}

/** A screen's title and a line on what it will hold; it offers nothing that does not work yet. */
export function PlaceholderPage({ screen }: PlaceholderPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(`placeholders.${screen}.title`));
  return (
    <section className="placeholder-page container">
      <Card className="placeholder-page__card">
        <span className="placeholder-page__badge">{t('common.comingSoon')}</span>
        <PageTitle subtitle={t(`placeholders.${screen}.description`)}>
          {t(`placeholders.${screen}.title`)}
        </PageTitle>
      </Card>
    </section>
  );
}
