import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { PRODUCT_NAME } from '../config/product';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/**
 * Spanish is the default: the `lang="es"` of index.html is the last detector, so a browser
 * whose languages are neither es nor en still gets Spanish. English fills in missing keys.
 */
void i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: 'en',
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    maxRetries: 5,
    retryTimeout: 350,
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      caches: ['localStorage'],
    },
    interpolation: {
      escapeValue: false,
      defaultVariables: { product: PRODUCT_NAME },
    },
  });

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export { i18n };
