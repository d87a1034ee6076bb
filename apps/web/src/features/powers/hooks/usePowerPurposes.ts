import { useTranslation } from 'react-i18next';

/** The one-sentence purpose of each power, by power id, in the current language. */
export function usePowerPurposes(): Readonly<Record<string, string | undefined>> {
  const { t } = useTranslation();
  const purposes: Readonly<Record<string, string | undefined>> = t('powers.items', { returnObjects: true });
  return purposes;
}
