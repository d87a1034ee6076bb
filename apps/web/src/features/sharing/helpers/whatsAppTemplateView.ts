import type { ChooseWhatsAppTemplateBody, WhatsAppTemplate } from '@plubot/contracts';

/** The value of «Ninguna» in the template select. */
export const NO_TEMPLATE = '';

/**
 * A template's value in the select: its name and language (a name has no '|').
 * @example templateValue({ name: 'seguimiento', languageCode: 'es' }) // 'seguimiento|es'
 */
export function templateValue(template: Pick<WhatsAppTemplate, 'name' | 'languageCode'>): string {
  return `${template.name}|${template.languageCode}`;
}

/**
 * The template the bot sends outside the 24-hour window now, read from its WhatsApp Cloud channel's
 * details (`templateName`, `templateLanguage`, `templateBody`, `templateParameters`); null when none.
 */
export function readChosenTemplate(details: Record<string, string>): WhatsAppTemplate | null {
  const { templateName, templateLanguage } = details;
  if (!templateName || !templateLanguage) return null;
  return {
    name: templateName,
    languageCode: templateLanguage,
    category: '',
    bodyText: details.templateBody ?? '',
    parameterCount: Number(details.templateParameters ?? '0') || 0,
    usable: true,
  };
}

/** One choice of the select: a template, and whether it can be chosen. */
export interface TemplateChoice {
  value: string;
  template: WhatsAppTemplate;
  disabled: boolean;
}

/**
 * The templates the select offers (after «Ninguna»): the approved ones Meta lists, those Plubot
 * cannot fill shown but disabled, and the chosen one first when Meta no longer lists it (it stays
 * selectable, so the select shows what is saved).
 * @example listTemplateChoices([unusable], null)[0].disabled // true
 */
export function listTemplateChoices(
  templates: readonly WhatsAppTemplate[],
  chosen: WhatsAppTemplate | null,
): TemplateChoice[] {
  const choices = templates.map((template) => ({
    value: templateValue(template),
    template,
    disabled: !template.usable,
  }));
  if (chosen && !choices.some((choice) => choice.value === templateValue(chosen)))
    choices.unshift({ value: templateValue(chosen), template: chosen, disabled: false });
  return choices;
}

/**
 * What `PUT …/whatsapp-cloud/template` takes for a value of the select: the template's name and
 * language, or null for «Ninguna».
 * @example toTemplateChoice('seguimiento|es_MX') // { name: 'seguimiento', languageCode: 'es_MX' }
 */
export function toTemplateChoice(value: string): ChooseWhatsAppTemplateBody['template'] {
  if (value === NO_TEMPLATE) return null;
  const [name = '', languageCode = ''] = value.split('|');
  return { name, languageCode };
}
