import { BUILT_IN_VARIABLES, isValidEmail, normalizeEmail, readMessageCapture } from '@plubot/flow';
import type { EngineFlow } from '../compile/compileFlow';
import type { ReplyValidation, VariableValue } from '../model/conversationStateSchema';
import { isValidPhone } from '../text/validateReply';

/** What a conversation collected: its variables (built-in ones left out) and the person's details. */
export interface ConversationResult {
  /** The variables a node set, by name: what the owner reads as the conversation's result. */
  readonly data: Readonly<Record<string, VariableValue>>;
  /** The person's details found among them, normalised; null when not given. */
  readonly contact: ContactDetails;
}

export interface ContactDetails {
  /** Trimmed and lower-cased. */
  readonly email: string | null;
  /** Digits with the leading '+' kept. */
  readonly phone: string | null;
  readonly name: string | null;
}

/** Names that read as a person's e-mail, phone or name when no capture says so (`nombre`, `correo` …). */
const EMAIL_NAME = /^(e-?mail|correo|correo_?electr[oó]nico|mail)(_.*)?$/i;
const PHONE_NAME = /^(phone|tel[eé]fono|telefono|tel|m[oó]vil|celular|whatsapp|phone_?number)(_.*)?$/i;
const PERSON_NAME = /^(name|nombre|nombre_?completo|full_?name|first_?name|tu_?nombre|your_?name)$/i;
/** Longer names are not a person's name (a sentence typed into the wrong question). */
const MAX_NAME_LENGTH = 120;

/**
 * The validation of each variable a message of the flow captures a reply into (`email`, `phone` …).
 * Build it once per compiled flow.
 * @example listCapturedVariables(flowAskingEmail).get('correo') // 'email'
 */
export function listCapturedVariables(flow: EngineFlow): ReadonlyMap<string, ReplyValidation> {
  const captured = new Map<string, ReplyValidation>();
  for (const node of flow.nodes.values()) {
    if (node.kind !== 'message') continue;
    const capture = readMessageCapture({ type: 'message', data: node.data });
    if (capture?.variable && !captured.has(capture.variable)) {
      captured.set(capture.variable, capture.validation);
    }
  }
  return captured;
}

/**
 * A conversation's result from its variables: every variable but the built-in ones (`last_reply`,
 * `last_choice`), and the person's e-mail, phone and name. An e-mail is a valid address in a
 * variable captured as `email`, else in one named like an e-mail (`email`, `correo` …); a phone
 * likewise (`phone`, `telefono` …), else the WhatsApp number the conversation came from; a name is
 * a short text in a variable named like a name (`nombre`, `name` …).
 *
 * @example readConversationResult({ nombre: ' Ana ', correo: 'Ana@X.com', last_reply: 'Ana@X.com' }, new Map())
 * // { data: { nombre: ' Ana ', correo: 'Ana@X.com' }, contact: { email: 'ana@x.com', phone: null, name: 'Ana' } }
 */
export function readConversationResult(
  variables: Readonly<Record<string, VariableValue>>,
  captured: ReadonlyMap<string, ReplyValidation>,
  whatsAppNumber: string | null = null,
): ConversationResult {
  const data: Record<string, VariableValue> = {};
  for (const [name, value] of Object.entries(variables)) {
    // `__proto__` is no variable (the engine refuses the name): on a plain object it would not be kept either.
    if (!BUILT_IN_VARIABLES.has(name) && name !== '__proto__') data[name] = value;
  }
  const texts = Object.entries(data).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const pick = (kind: ReplyValidation, namePattern: RegExp, accept: (value: string) => boolean) => {
    const byCapture = texts.find(([name, value]) => captured.get(name) === kind && accept(value.trim()));
    const byName = texts.find(([name, value]) => namePattern.test(name) && accept(value.trim()));
    return (byCapture ?? byName)?.[1].trim() ?? null;
  };
  const email = pick('email', EMAIL_NAME, isValidEmail);
  const phone = pick('phone', PHONE_NAME, isValidPhone) ?? whatsAppNumber;
  const name = texts
    .find(
      ([key, value]) =>
        PERSON_NAME.test(key) && value.trim() !== '' && value.trim().length <= MAX_NAME_LENGTH,
    )?.[1]
    .trim();
  return {
    data,
    contact: {
      email: email === null ? null : normalizeEmail(email),
      phone: phone === null ? null : normalizePhone(phone),
      name: name ?? null,
    },
  };
}

/**
 * A phone number as contacts are keyed by: its digits, with a leading '+' kept.
 * @example normalizePhone('+34 600-11 22 33') // '+34600112233'
 */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}
