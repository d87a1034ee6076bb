import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../../i18n/i18n';
import './LanguageSwitcher.css';

/** ES / EN toggle; i18next remembers the choice in localStorage. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;

  return (
    <fieldset className="language-switcher">
      <legend className="visually-hidden">{t('language.label')}</legend>
      {SUPPORTED_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          className="language-switcher__option"
          aria-pressed={current === lng}
          title={t(`language.names.${lng}`)}
          lang={lng}
          onClick={() => void i18n.changeLanguage(lng)}
        >
          {lng.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
