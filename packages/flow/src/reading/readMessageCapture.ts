import { NODE_FIELD_VALUES, type ReplyValidation } from '../model/nodeFieldValues';
import type { ReadableNode } from './readNodeData';

/** How a message node waits for a reply. */
export interface MessageCapture {
  /** Where the valid reply is stored, trimmed; absent when only `last_reply` holds it. */
  readonly variable?: string;
  /** The check the reply must pass; an unknown stored value reads as `text`. */
  readonly validation: ReplyValidation;
  /** Said instead of the default retry message after an invalid reply, trimmed. */
  readonly retryMessage?: string;
}

const VALIDATIONS: ReadonlySet<string> = new Set(NODE_FIELD_VALUES.replyValidations);
/** Longer variable names are not used. */
const MAX_VARIABLE_LENGTH = 200;
/** Longer retry messages are not used (the editor's field stops there). */
export const MAX_RETRY_MESSAGE_LENGTH = 1000;

/**
 * The reply a message node waits for (`data.capture`: an object, or `true` for any text), or
 * `undefined` when it only speaks — and for any other node type. The engine waits and stores by
 * it, Bot Doctor checks it, the editor shows it. Older shapes (`waitForResponse`, `inputType`) are
 * turned into `capture` by `migrateFlow` when a flow is loaded.
 *
 * @example readMessageCapture({ type: 'message', data: { capture: { variable: 'email', validation: 'email' } } })
 * // { variable: 'email', validation: 'email' }
 */
export function readMessageCapture(node: ReadableNode): MessageCapture | undefined {
  if (node.type !== 'message' || !isRecord(node.data)) return undefined;
  const { capture } = node.data;
  if (capture === true) return { validation: 'text' };
  if (!isRecord(capture)) return undefined;
  const validation =
    typeof capture.validation === 'string' && VALIDATIONS.has(capture.validation)
      ? (capture.validation as ReplyValidation)
      : 'text';
  const variable = trimmed(capture.variable, MAX_VARIABLE_LENGTH);
  const retryMessage = trimmed(capture.retryMessage, MAX_RETRY_MESSAGE_LENGTH);
  return {
    validation,
    ...(variable === undefined ? {} : { variable }),
    ...(retryMessage === undefined ? {} : { retryMessage }),
  };
}

function trimmed(value: unknown, maxLength: number): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' || text.length > maxLength ? undefined : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
