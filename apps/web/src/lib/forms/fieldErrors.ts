import { ApiError } from '../apiClient';

/** A form's errors by field path ('name', 'credentials.apiKey', 'pairs.2.answer'): the first one of each. */
export type FieldErrors<Message = string> = Record<string, Message>;

/**
 * The field messages of a refused request (a 422's `errors`, already in the user's language), the
 * first of each field; none for any other failure.
 */
export function readServerFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(error.errors)) {
    const first = messages.find((message) => message.trim() !== '');
    if (first) errors[path] = first;
  }
  return errors;
}
