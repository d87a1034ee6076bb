import type { z } from 'zod';
import type { FieldErrors } from '../../../lib/forms/fieldErrors';
import { type KnowledgeValidationKey, toValidationKey } from './validationMessages';

export type { FieldErrors };

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
