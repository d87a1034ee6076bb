import { useTranslation } from 'react-i18next';
import { FeatureGrid, type FeatureItem } from './FeatureGrid';
import { HomeSection } from './HomeSection';

const CHANNELS: readonly FeatureItem[] = [
  { id: 'link', icon: '🔗', titleKey: 'home.universe.link.title', textKey: 'home.universe.link.text' },
  { id: 'widget', icon: '💬', titleKey: 'home.universe.widget.title', textKey: 'home.universe.widget.text' },
  { id: 'qr', icon: '📱', titleKey: 'home.universe.qr.title', textKey: 'home.universe.qr.text' },
  {
    id: 'whatsapp',
    icon: '📞',
    titleKey: 'home.universe.whatsapp.title',
    textKey: 'home.universe.whatsapp.text',
  },
];

/** The universe: every place a finished bot can talk to people. */
export function UniverseSection() {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="universe"
      title={t('home.universe.title')}
      intro={t('home.universe.intro')}
      tone="nebula"
    >
      <FeatureGrid items={CHANNELS} />
    </HomeSection>
  );
}
