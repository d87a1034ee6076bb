import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';
import './HeroSection.css';

/** The first screen of the home page with the main call to action. */
export function HeroSection() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner container">
        <div className="hero__copy">
          <p className="hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="hero__subtitle">{t('home.hero.subtitle')}</p>
          <div className="hero__actions">
            <ButtonLink to="/welcome" size="lg">
              {t('home.hero.cta')}
            </ButtonLink>
            <ButtonLink to="/pluniverse" size="lg" variant="secondary">
              {t('home.hero.secondary')}
            </ButtonLink>
          </div>
        </div>
        <div className="hero__visual" aria-hidden="true">
          <div className="hero__orbit hero__orbit--outer motion-loop" />
          <div className="hero__orbit hero__orbit--inner motion-loop" />
          <img className="hero__bot motion-loop" src="/favicon.svg" alt="" width="160" height="160" />
        </div>
      </div>
    </section>
  );
}
