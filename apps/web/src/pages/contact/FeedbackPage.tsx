import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { PageTitle } from '../../components/PageTitle';
import { FeedbackForm } from '../../features/contact';
import { useDocumentTitle } from '../../features/content';

/** /tu-opinion: rate the product and tell the team what to improve. */
export function FeedbackPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('feedback.title'));
  return (
    <div className="contact-page">
      <PageTitle subtitle={t('feedback.subtitle')}>{t('feedback.title')}</PageTitle>
      <Card as="section" glow aria-label={t('feedback.formLabel')}>
        <FeedbackForm />
      </Card>
    </div>
  );
}
