import { ApiError } from '../../../lib/apiClient';

/**
 * The server's first message about `field` (a 422's `errors`), or undefined.
 * @example fieldErrorOf(error, 'email') // 'Por favor ingresa un email válido'
 */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  return error.errors[field]?.[0];
}
