import type { z } from 'zod';
import { ApiError } from '../../../lib/apiClient';
import { type KnowledgeValidationKey, toValidationKey } from './validationMessages';

/** A form's errors by field path ('title', 'pairs.2.answer'): the first one of each. */
export type FieldErrors<Message = string> = Record<string, Message>;

/**
 * The issues of a failed parse with the contract's schema, as validation keys by path.
 * @example readSchemaIssues(schema.safeParse({ title: '' }).error) // { title: 'titleRequired' }
 */
export function readSchemaIssues(error: z.ZodError): FieldErrors<KnowledgeValidationKey> {
  const errors: FieldErrors<KnowledgeValidationKey> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    errors[path] ??= toValidationKey(issue.message);
  }
  return errors;
}

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

/**
 * Puts the errors of the pairs that were sent (`pairs.N.field`) back on the editor's rows they came
 * from (`pairs.row-<id>.field`); other paths stay as they are.
 * @example toRowErrors({ 'pairs.0.answer': 'Falta' }, [7]) // { 'pairs.row-7.answer': 'Falta' }
 */
export function toRowErrors<Message>(
  errors: FieldErrors<Message>,
  rowIds: readonly number[],
): FieldErrors<Message> {
  const result: FieldErrors<Message> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^pairs\.(\d+)(\..+)?$/.exec(path);
    const rowId = match ? rowIds[Number(match[1])] : undefined;
    result[rowId === undefined ? path : `pairs.row-${rowId}${match?.[2] ?? ''}`] = message;
  }
  return result;
}

/** The path of a row's field in the errors `toRowErrors` gives. */
export const pairFieldPath = (rowId: number, field: 'question' | 'answer') => `pairs.row-${rowId}.${field}`;
