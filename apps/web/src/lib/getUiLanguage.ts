/** The language the interface is shown in (i18next keeps `<html lang>` in step); Spanish by default. */
export function getUiLanguage(): string {
  if (typeof document !== 'undefined' && document.documentElement.lang) return document.documentElement.lang;
  if (typeof localStorage !== 'undefined') return localStorage.getItem('i18nextLng') || 'es';
  return 'es';
}
