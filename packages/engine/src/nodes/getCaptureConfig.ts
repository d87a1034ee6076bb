import { z } from 'zod';
import { type ReplyValidation, replyValidationSchema } from '../model/conversationStateSchema';
import { isPlainRecord } from './readNodeData';

/** How a message node captures the reply to its question. */
export interface CaptureConfig {
  /** Where the valid reply is stored; without one only `last_reply` holds it. */
  variable?: string;
  validation: ReplyValidation;
  /** Said instead of the default retry message after an invalid reply. */
  retryMessage?: string;
}

const optionalText = z.string().trim().min(1).max(200).optional().catch(undefined);

const captureSchema = z.object({
  variable: optionalText,
  validation: replyValidationSchema.catch('text').default('text'),
  retryMessage: z.string().trim().min(1).max(1000).optional().catch(undefined),
});

const INPUT_TYPE_ALIASES: Readonly<Record<string, ReplyValidation>> = {
  tel: 'phone',
  telefono: 'phone',
  teléfono: 'phone',
  numero: 'number',
  número: 'number',
  correo: 'email',
};

/**
 * Reads a message node's reply capture: `data.capture` as `{ variable, validation?, retryMessage? }`
 * (or `true` for a plain text reply), or the older `data.waitForResponse: true` with
 * `data.variable`, `data.inputType` and `data.retryMessage`. `undefined` when the message does not
 * wait for a reply. Unknown validations read as `text`.
 */
export function getCaptureConfig(data: Readonly<Record<string, unknown>>): CaptureConfig | undefined {
  const { capture } = data;
  if (capture === true) return { validation: 'text' };
  if (isPlainRecord(capture)) return clean(captureSchema.parse(capture));
  if (data.waitForResponse !== true) return undefined;
  const inputType = typeof data.inputType === 'string' ? data.inputType.trim().toLowerCase() : '';
  const validation = INPUT_TYPE_ALIASES[inputType] ?? inputType;
  return clean(captureSchema.parse({ variable: data.variable, validation, retryMessage: data.retryMessage }));
}

function clean(parsed: z.infer<typeof captureSchema>): CaptureConfig {
  const config: CaptureConfig = { validation: parsed.validation };
  if (parsed.variable) config.variable = parsed.variable;
  if (parsed.retryMessage) config.retryMessage = parsed.retryMessage;
  return config;
}
