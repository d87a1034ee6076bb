import { useTranslation } from 'react-i18next';
import { FeatureGrid, type FeatureItem } from './FeatureGrid';
import { HomeSection } from './HomeSection';

const ZONES: readonly FeatureItem[] = [
  { id: 'academy', icon: '🎓', titleKey: 'home.map.academy.title', textKey: 'home.map.academy.text' },
  {
    id: 'marketplace',
    icon: '🛰️',
    titleKey: 'home.map.marketplace.title',
    textKey: 'home.map.marketplace.text',
  },
  { id: 'coliseum', icon: '🏟️', titleKey: 'home.map.coliseum.title', textKey: 'home.map.coliseum.text' },
  { id: 'tower', icon: '🗼', titleKey: 'home.map.tower.title', textKey: 'home.map.tower.text' },
  { id: 'sanctuary', icon: '🌌', titleKey: 'home.map.sanctuary.title', textKey: 'home.map.sanctuary.text' },
];

/** The map of the Pluniverse: the areas a signed-in builder can visit. */
export function MapSection() {
  const { t } = useTranslation();
  return (
    <HomeSection id="map" title={t('home.map.title')} intro={t('home.map.intro')} tone="nebula">
      <FeatureGrid items={ZONES} />
    </HomeSection>
  );
}
