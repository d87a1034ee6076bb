import { NODE_FIELD_VALUES, type ReplyValidation } from '../model/nodeFieldValues';
import type { FlowNode } from '../model/nodeSchema';

/** How a message node waits for a reply, read as the engine reads it (`getCaptureConfig`). */
export interface MessageCapture {
  /** Where the reply is stored, trimmed; absent when only `last_reply` holds it. */
  readonly variable?: string;
  /** The check the reply must pass; an unknown stored value reads as `text`. */
  readonly validation: ReplyValidation;
  /** Which field says so: `capture: {…}`, `capture: true` or the older `waitForResponse`. */
  readonly form: 'object' | 'true' | 'legacy';
}

const VALIDATIONS: ReadonlySet<string> = new Set(NODE_FIELD_VALUES.replyValidations);
/** Longer variable names are ignored by the engine. */
const MAX_VARIABLE_LENGTH = 200;

const LEGACY_INPUT_TYPES: Readonly<Record<string, ReplyValidation>> = {
  tel: 'phone',
  telefono: 'phone',
  teléfono: 'phone',
  numero: 'number',
  número: 'number',
  correo: 'email',
};

/**
 * The reply a message node waits for, or `undefined` when it only speaks (any other node type too):
 * `data.capture` as an object or `true`, else the older `data.waitForResponse` with
 * `data.variable` and `data.inputType`.
 *
 * @example readMessageCapture(node('m', 'message', 0, 0, { capture: { variable: 'email', validation: 'email' } }))
 * // { variable: 'email', validation: 'email', form: 'object' }
 */
export function readMessageCapture(node: FlowNode): MessageCapture | undefined {
  if (node.type !== 'message') return undefined;
  const data = node.data as Readonly<Record<string, unknown>>;
  const { capture } = data;
  if (capture === true) return { validation: 'text', form: 'true' };
  if (typeof capture === 'object' && capture !== null && !Array.isArray(capture)) {
    const fields = capture as Readonly<Record<string, unknown>>;
    return withVariable({ validation: toValidation(fields.validation), form: 'object' }, fields.variable);
  }
  if (data.waitForResponse !== true) return undefined;
  const inputType = typeof data.inputType === 'string' ? data.inputType.trim().toLowerCase() : '';
  const validation = LEGACY_INPUT_TYPES[inputType] ?? toValidation(inputType);
  return withVariable({ validation, form: 'legacy' }, data.variable);
}

function toValidation(value: unknown): ReplyValidation {
  return typeof value === 'string' && VALIDATIONS.has(value) ? (value as ReplyValidation) : 'text';
}

function withVariable(capture: MessageCapture, variable: unknown): MessageCapture {
  const name = typeof variable === 'string' ? variable.trim() : '';
  return name === '' || name.length > MAX_VARIABLE_LENGTH ? capture : { ...capture, variable: name };
}
