import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';
import { FeatureGrid, type FeatureItem } from './FeatureGrid';
import { HomeSection } from './HomeSection';

const STEPS: readonly FeatureItem[] = [
  { id: 'identity', icon: '1', titleKey: 'home.forge.identity.title', textKey: 'home.forge.identity.text' },
  {
    id: 'personality',
    icon: '2',
    titleKey: 'home.forge.personality.title',
    textKey: 'home.forge.personality.text',
  },
  { id: 'powers', icon: '3', titleKey: 'home.forge.powers.title', textKey: 'home.forge.powers.text' },
  {
    id: 'activation',
    icon: '4',
    titleKey: 'home.forge.activation.title',
    textKey: 'home.forge.activation.text',
  },
];

/** The forge: the four steps of the creation lab. */
export function ForgeSection() {
  const { t } = useTranslation();
  return (
    <HomeSection id="forge" title={t('home.forge.title')} intro={t('home.forge.intro')}>
      <div className="home-section__steps">
        <FeatureGrid items={STEPS} />
      </div>
      <div className="home-section__actions">
        <ButtonLink to="/factory">{t('home.forge.cta')}</ButtonLink>
      </div>
    </HomeSection>
  );
}
