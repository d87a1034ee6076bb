import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';
import { FeatureGrid, type FeatureItem } from './FeatureGrid';
import { HomeSection } from './HomeSection';

const POWERS: readonly FeatureItem[] = [
  { id: 'free', icon: '✨', titleKey: 'home.arsenal.free.title', textKey: 'home.arsenal.free.text' },
  {
    id: 'integrations',
    icon: '🔌',
    titleKey: 'home.arsenal.integrations.title',
    textKey: 'home.arsenal.integrations.text',
  },
  { id: 'pro', icon: '🚀', titleKey: 'home.arsenal.pro.title', textKey: 'home.arsenal.pro.text' },
];

/** The arsenal: the powers and integrations a bot can carry, and what each plan includes. */
export function ArsenalSection() {
  const { t } = useTranslation();
  return (
    <HomeSection id="arsenal" title={t('home.arsenal.title')} intro={t('home.arsenal.intro')} tone="nebula">
      <FeatureGrid items={POWERS} />
      <div className="home-section__actions">
        <ButtonLink to="/poderes" variant="secondary">
          {t('home.arsenal.powersCta')}
        </ButtonLink>
        <ButtonLink to="/plans" variant="ghost">
          {t('home.arsenal.plansCta')}
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
