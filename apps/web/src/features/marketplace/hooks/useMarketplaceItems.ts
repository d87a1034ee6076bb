import { POWERS } from '@plubot/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceItem } from '../helpers/marketplaceFilter';

/** Every power of the catalogue with its description in the interface's language. */
export function useMarketplaceItems(): MarketplaceItem[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  return useMemo(() => {
    const descriptions: Readonly<Record<string, string | undefined>> = t('marketplace.items', {
      returnObjects: true,
    });
    return POWERS.map((power) => ({ power, description: descriptions[power.id] ?? '' }));
  }, [t, language]);
}
