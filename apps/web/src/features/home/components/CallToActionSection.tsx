import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import './CallToActionSection.css';

/** The closing invitation to start building. */
export function CallToActionSection() {
  const { t } = useTranslation();
  return (
    <section className="home-cta container" aria-labelledby="home-cta-title">
      <Card glow className="home-cta__card">
        <h2 id="home-cta-title" className="home-cta__title">
          {t('home.callToAction.title')}
        </h2>
        <p className="home-cta__text">{t('home.callToAction.text')}</p>
        <ButtonLink to="/welcome" size="lg">
          {t('home.callToAction.cta')}
        </ButtonLink>
      </Card>
    </section>
  );
}
