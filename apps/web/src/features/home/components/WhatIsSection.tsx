import { useTranslation } from 'react-i18next';
import { FeatureGrid, type FeatureItem } from './FeatureGrid';
import { HomeSection } from './HomeSection';

const ITEMS: readonly FeatureItem[] = [
  { id: 'lab', icon: '🧪', titleKey: 'home.whatIs.lab.title', textKey: 'home.whatIs.lab.text' },
  { id: 'editor', icon: '🕸️', titleKey: 'home.whatIs.editor.title', textKey: 'home.whatIs.editor.text' },
  { id: 'byte', icon: '🤖', titleKey: 'home.whatIs.byte.title', textKey: 'home.whatIs.byte.text' },
];

/** "What is it": the product in three sentences. */
export function WhatIsSection() {
  const { t } = useTranslation();
  return (
    <HomeSection id="what-is" title={t('home.whatIs.title')} intro={t('home.whatIs.intro')}>
      <FeatureGrid items={ITEMS} />
    </HomeSection>
  );
}
