import { type ErrorCode, formatErrorMessage } from '@plubot/contracts';
import { getUiLanguage } from '../getUiLanguage';

/** The text of an error code in the interface's language, e.g. for a failure the app detects itself. */
export function getErrorText(code: ErrorCode): string {
  return formatErrorMessage(code, getUiLanguage());
}
