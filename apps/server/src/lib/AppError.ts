import type { TranslateParams } from '../i18n/translate';

/** Field errors keyed by dotted path, each a list of message keys or texts. */
export type FieldErrors = Record<string, string[]>;

/**
 * An expected failure that reaches the client: an HTTP status, a stable code, and an i18n message
 * key (translated into the caller's language by the error handler).
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    public readonly messageKey: string,
    public readonly params?: TranslateParams,
    public readonly fieldErrors?: FieldErrors,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = (messageKey = 'errors.notFound') => new AppError(404, 'NOT_FOUND', messageKey);
export const unauthorized = (messageKey = 'errors.unauthorized', code = 'UNAUTHORIZED') =>
  new AppError(401, code, messageKey);
export const forbidden = (messageKey = 'errors.forbidden', code = 'FORBIDDEN') =>
  new AppError(403, code, messageKey);
export const conflict = (messageKey: string, code = 'CONFLICT', extra?: Record<string, unknown>) =>
  new AppError(409, code, messageKey, undefined, undefined, extra);
export const unprocessable = (fieldErrors: FieldErrors, messageKey = 'errors.invalidBody') =>
  new AppError(422, 'VALIDATION_ERROR', messageKey, undefined, fieldErrors);
