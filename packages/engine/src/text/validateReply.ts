import { isValidEmail } from '@plubot/flow';
import type { ReplyValidation, VariableValue } from '../model/conversationStateSchema';
import { type EngineMessageKey, getEngineMessages } from '../model/engineMessages';

/** A valid reply's value (numbers as numbers), or the message asking again (Spanish by default). */
export type ReplyValidationResult = { ok: true; value: VariableValue } | { ok: false; error: string };

const RETRY_MESSAGE_KEYS: Readonly<Record<ReplyValidation, EngineMessageKey>> = {
  text: 'retryText',
  email: 'retryEmail',
  phone: 'retryPhone',
  number: 'retryNumber',
};

/**
 * Checks a typed reply against a capture's kind. `text` needs something besides spaces; `email`
 * follows the app's rule; `phone` takes 7–15 digits with `+`, spaces, dashes, dots and
 * parentheses; `number` takes a finite number, with a comma or a dot as decimal mark. The value is
 * the trimmed text, or a number for `number`.
 *
 * @example validateReply('number', '3,5') // { ok: true, value: 3.5 }
 * @example validateReply('email', 'ana@') // { ok: false, error: 'Por favor ingresa un email válido.' }
 * @example validateReply('email', 'ana@', 'en') // { ok: false, error: 'Please enter a valid email.' }
 */
export function validateReply(kind: ReplyValidation, text: string, language?: string): ReplyValidationResult {
  const trimmed = text.trim();
  const fail = { ok: false, error: getRetryMessage(kind, language) } as const;
  if (trimmed === '') return fail;
  switch (kind) {
    case 'text':
      return { ok: true, value: trimmed };
    case 'email':
      return isValidEmail(trimmed) ? { ok: true, value: trimmed } : fail;
    case 'phone':
      return isValidPhone(trimmed) ? { ok: true, value: trimmed } : fail;
    case 'number': {
      const value = parseNumberReply(trimmed);
      return value === undefined ? fail : { ok: true, value };
    }
  }
}

/**
 * The default message asking again for a reply of a kind, in a language (Spanish when absent): what
 * a question says when its owner wrote no retry message of their own.
 *
 * @example getRetryMessage('email') // 'Por favor ingresa un email válido.'
 */
export function getRetryMessage(kind: ReplyValidation, language?: string): string {
  return getEngineMessages(language)[RETRY_MESSAGE_KEYS[kind]];
}

/** A phone number: 7–15 digits, an optional leading `+`, and spaces, dashes, dots or parentheses. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s\-().]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** A finite number from text such as `42`, `-3.5`, `3,5` or `1e3`; `undefined` otherwise. */
export function parseNumberReply(value: string): number | undefined {
  const text = value.includes(',') && !value.includes('.') ? value.replace(',', '.') : value;
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  const number = Number(text);
  // `+ 0` turns -0 into 0, which JSON would do anyway.
  return Number.isFinite(number) ? number + 0 : undefined;
}
