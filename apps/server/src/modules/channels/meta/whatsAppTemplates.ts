import { WHATSAPP_TEMPLATE_MAX_PARAMETERS, type WhatsAppTemplate } from '@plubot/contracts';

/**
 * WhatsApp's approved message templates (issue #33): read from the Graph API's
 * `message_templates`, kept in a connection's details once chosen, and filled with the message they
 * go instead of, outside the 24-hour window.
 */

/** The most characters a template's body has once filled (WhatsApp's limit for a body). */
export const TEMPLATE_BODY_MAX_LENGTH = 1024;

/** The button types that go without a value of ours (a URL button only when its address is fixed). */
const PLAIN_BUTTONS = new Set(['QUICK_REPLY', 'PHONE_NUMBER', 'URL', 'FLOW', 'VOICE_CALL']);

/**
 * One template of Meta's `message_templates` answer (`{ name, language, status, category,
 * components: [{ type: 'BODY', text }, …] }`) as the chooser lists it, or `undefined` when it has no
 * name or language. Its body's positional `{{1}}`, `{{2}}`… are counted; it is `usable` only when
 * Plubot can fill everything it asks for: at most {@link WHATSAPP_TEMPLATE_MAX_PARAMETERS} body
 * parameter, no named ones (`{{first_name}}`), a header without a parameter or a file, buttons without
 * a value (no dynamic URL, no code to copy, no one-time password), no carousel.
 * @example readWhatsAppTemplate({ name: 'seguimiento', language: 'es', category: 'UTILITY', components: [{ type: 'BODY', text: 'Hola, {{1}}' }] })
 * // { name: 'seguimiento', languageCode: 'es', category: 'UTILITY', bodyText: 'Hola, {{1}}', parameterCount: 1, usable: true }
 */
export function readWhatsAppTemplate(raw: unknown): WhatsAppTemplate | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  const name = typeof record.name === 'string' ? record.name : '';
  const languageCode = typeof record.language === 'string' ? record.language : '';
  if (!name || !languageCode) return undefined;
  const components = Array.isArray(record.components)
    ? record.components.filter(
        (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
      )
    : [];
  const body = components.find((component) => component.type === 'BODY');
  const bodyText = typeof body?.text === 'string' ? body.text : '';
  const positional = new Set([...bodyText.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((match) => match[1]));
  const named = /\{\{\s*[A-Za-z_][\w]*\s*\}\}/.test(bodyText);
  const fillable = components.every((component) => isFillable(component));
  return {
    name,
    languageCode,
    category: typeof record.category === 'string' ? record.category : '',
    bodyText,
    parameterCount: positional.size,
    usable: fillable && !named && positional.size <= WHATSAPP_TEMPLATE_MAX_PARAMETERS,
  };
}

/** Whether a component of a template goes out without a value Plubot would have to supply. */
function isFillable(component: Record<string, unknown>): boolean {
  switch (component.type) {
    case 'BODY':
    case 'FOOTER':
      return true;
    case 'HEADER':
      return component.format === 'TEXT' && !String(component.text ?? '').includes('{{');
    case 'BUTTONS': {
      const buttons = Array.isArray(component.buttons)
        ? (component.buttons as Record<string, unknown>[])
        : [];
      return buttons.every(
        (button) =>
          PLAIN_BUTTONS.has(String(button?.type)) &&
          !(button.type === 'URL' && String(button.url ?? '').includes('{{')),
      );
    }
    default:
      return false;
  }
}

/** The template chosen for a bot, as kept in its WhatsApp Cloud connection's details. */
export interface ChosenWhatsAppTemplate {
  name: string;
  languageCode: string;
  bodyText: string;
  parameterCount: number;
}

/** A chosen template as the connection's details keep it (all strings, shown in the channel's state). */
export function toTemplateDetails(template: WhatsAppTemplate): Record<string, string> {
  return {
    templateName: template.name,
    templateLanguage: template.languageCode,
    templateBody: template.bodyText,
    templateParameters: String(template.parameterCount),
  };
}

/** The keys of the details {@link toTemplateDetails} writes: cleared together. */
export const TEMPLATE_DETAIL_KEYS = [
  'templateName',
  'templateLanguage',
  'templateBody',
  'templateParameters',
];

/**
 * The template chosen for a bot, read from its WhatsApp Cloud connection's details; null when none
 * is chosen.
 * @example readChosenTemplate({ templateName: 'seguimiento', templateLanguage: 'es', templateParameters: '1' })?.parameterCount // 1
 */
export function readChosenTemplate(details: Record<string, string>): ChosenWhatsAppTemplate | null {
  const { templateName, templateLanguage } = details;
  if (!templateName || !templateLanguage) return null;
  const count = Number.parseInt(details.templateParameters ?? '0', 10);
  return {
    name: templateName,
    languageCode: templateLanguage,
    bodyText: details.templateBody ?? '',
    parameterCount: Number.isFinite(count) && count > 0 ? count : 0,
  };
}

/**
 * The body parameters a chosen template is sent with, in place of `text` (what the bot or the
 * person wrote): none for a template without `{{1}}`; otherwise `{{1}}` is the text on one line —
 * WhatsApp refuses a parameter with a line break, a tab or more than four spaces in a row — cut
 * with '…' so the filled body stays within {@link TEMPLATE_BODY_MAX_LENGTH} characters, or '…' when
 * nothing is left of it (a message that was only buttons or a card).
 * @example fillTemplateParameters({ bodyText: 'Tienes una respuesta: {{1}}', parameterCount: 1 }, 'Hola\nAna') // ['Hola Ana']
 */
export function fillTemplateParameters(
  template: Pick<ChosenWhatsAppTemplate, 'bodyText' | 'parameterCount'>,
  text: string,
): string[] {
  if (template.parameterCount === 0) return [];
  const line = text.replace(/\s+/g, ' ').trim();
  const fixed = Array.from(template.bodyText.replace(/\{\{\s*1\s*\}\}/g, '')).length;
  const room = Math.max(1, TEMPLATE_BODY_MAX_LENGTH - fixed);
  const characters = Array.from(line);
  const value =
    characters.length <= room
      ? line
      : `${characters
          .slice(0, Math.max(0, room - 1))
          .join('')
          .trimEnd()}…`;
  return [value === '' ? '…' : value];
}
