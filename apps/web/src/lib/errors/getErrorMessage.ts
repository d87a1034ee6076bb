import { type ErrorCode, formatErrorMessage } from '@plubot/contracts';
import { ApiError } from '../apiClient';
import { getUiLanguage } from '../getUiLanguage';

/** Codes whose server message says more than the code's own text (the first field's message). */
const DETAILED_CODES = new Set<ErrorCode>(['VALIDATION_ERROR', 'INVALID_PARAMS']);

/**
 * The text to show for a failure (spec app.md §8: the server's message, else the client's, else
 * 'Error en la solicitud'), decided by its error code: a code of the catalogue shows its own text in
 * the interface's language; a failure with no answer shows `fallback` or the connection error;
 * anything else the server's message, else `fallback`, else the generic request failure.
 * @example getErrorMessage(error, t('auth.forgot.connectionError'))
 */
export function getErrorMessage(error: unknown, fallback?: string, language = getUiLanguage()): string {
  if (!(error instanceof ApiError)) return fallback ?? formatErrorMessage('REQUEST_FAILED', language);
  if (error.isNetworkError) return fallback ?? formatErrorMessage('NETWORK_ERROR', language);
  const code = error.code;
  if (code && !DETAILED_CODES.has(code) && !hasPlaceholders(code)) return formatErrorMessage(code, language);
  return error.message || fallback || formatErrorMessage('REQUEST_FAILED', language);
}

function hasPlaceholders(code: ErrorCode): boolean {
  return formatErrorMessage(code, 'es').includes('{{');
}
