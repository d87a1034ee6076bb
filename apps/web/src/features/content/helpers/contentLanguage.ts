/** The languages the content files exist in. */
export type ContentLanguage = 'es' | 'en';

/**
 * The content language for an i18next language: English for `en…`, Spanish otherwise.
 * @example getContentLanguage('en-GB') // 'en'
 */
export function getContentLanguage(language: string | undefined): ContentLanguage {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'es';
}
