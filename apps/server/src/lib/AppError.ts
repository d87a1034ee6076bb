import { ERROR_CATALOGUE, type ErrorMessageParams, type ServerErrorCode } from '@plubot/contracts';

/** Field errors keyed by dotted path, each a list of message keys or texts. */
export type FieldErrors = Record<string, string[]>;

export interface AppErrorOptions {
  /** Values for the placeholders of the code's text. */
  params?: ErrorMessageParams;
  /** Per-field messages (422): server message keys, translated by the error handler. */
  fieldErrors?: FieldErrors;
  /** Extra fields of the error body, e.g. `{ currentRevision }` of a flow conflict. */
  extra?: Record<string, unknown>;
}

/**
 * An expected failure that reaches the client, named by a code of the error catalogue in
 * `@plubot/contracts`: the HTTP status and the text (in the caller's language) follow from the code.
 * @example throw new AppError('PRO_REQUIRED', { extra: { requiredPlan: 'pro' } });
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    public readonly code: ServerErrorCode,
    public readonly options: AppErrorOptions = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = ERROR_CATALOGUE[code].status;
  }
}

export const notFound = (code: ServerErrorCode = 'NOT_FOUND') => new AppError(code);
export const unauthorized = (code: ServerErrorCode = 'UNAUTHORIZED') => new AppError(code);
export const unprocessable = (fieldErrors: FieldErrors) => new AppError('VALIDATION_ERROR', { fieldErrors });
