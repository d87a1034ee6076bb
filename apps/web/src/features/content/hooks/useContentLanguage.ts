import { useTranslation } from 'react-i18next';
import { type ContentLanguage, getContentLanguage } from '../helpers/contentLanguage';

/** The language content is shown in, following the interface language. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return getContentLanguage(i18n.resolvedLanguage ?? i18n.language);
}
