import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ButtonLink';
import { Card } from '../components/Card';
import { PageTitle } from '../components/PageTitle';
import './NotFoundPage.css';

/** Shown for any path no route claims. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="not-found container">
      <Card glow className="not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <PageTitle subtitle={t('notFound.text')}>{t('notFound.title')}</PageTitle>
        <ButtonLink to="/" size="lg">
          {t('notFound.home')}
        </ButtonLink>
      </Card>
    </section>
  );
}
