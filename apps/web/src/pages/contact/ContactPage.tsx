import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { PageTitle } from '../../components/PageTitle';
import { ContactForm } from '../../features/contact';
import { useDocumentTitle } from '../../features/content';

/** /contact: write to the team from a form (the operator's address is never shown). */
export function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'));
  return (
    <div className="contact-page">
      <PageTitle subtitle={t('contact.subtitle')}>{t('contact.title')}</PageTitle>
      <Card as="section" glow aria-label={t('contact.formLabel')}>
        <ContactForm />
      </Card>
    </div>
  );
}
