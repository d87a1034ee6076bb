import { ApiError } from '../../../lib/apiClient';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';

/**
 * The text of a failed account call (spec §8): the text of the server's error code (the server's
 * own message when the code is unknown), else `fallback` — the screen's message, or the connection
 * error when the server was not reached.
 */
export function getAuthErrorMessage(error: unknown, fallback: string): string {
  return getErrorMessage(error, fallback);
}

/**
 * The text of a failed login (spec §5): for field errors (422) the password's message when it
 * has one, otherwise every message joined by commas; for anything else {@link getAuthErrorMessage}.
 */
export function getLoginErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 422 && error.errors) {
    const [passwordMessage] = error.errors.password ?? [];
    if (passwordMessage) return passwordMessage;
    const messages = Object.values(error.errors)
      .flat()
      .filter((message) => typeof message === 'string' && message.length > 0);
    if (messages.length > 0) return messages.join(', ');
  }
  return getAuthErrorMessage(error, fallback);
}
