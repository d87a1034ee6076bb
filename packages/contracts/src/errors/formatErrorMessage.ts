import { ERROR_CATALOGUE, type ErrorCode } from './errorCatalogue';
import { ERROR_MESSAGES, type ErrorLanguage } from './errorMessages';

/** Values for the `{{name}}` placeholders of an error text. */
export type ErrorMessageParams = Record<string, string | number>;

/**
 * The text of an error code in `language` (Spanish for any language the app does not speak), with
 * its `{{name}}` placeholders filled from `params`; a placeholder without a value stays as it is.
 *
 * @example formatErrorMessage('UNSUPPORTED_MEDIA_TYPE', 'es', { type: 'text/plain' })
 * // 'Tipo de contenido no admitido: text/plain.'
 */
export function formatErrorMessage(code: ErrorCode, language: string, params?: ErrorMessageParams): string {
  const texts = ERROR_MESSAGES[isErrorLanguage(language) ? language : 'es'];
  const template = texts[ERROR_CATALOGUE[code].messageKey];
  if (!params) return template;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

function isErrorLanguage(language: string): language is ErrorLanguage {
  return Object.hasOwn(ERROR_MESSAGES, language);
}
