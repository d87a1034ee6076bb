import { z } from 'zod';

/**
 * The approved WhatsApp message templates of a bot's WhatsApp Business Account (issue #33): outside
 * WhatsApp's 24-hour customer-service window only an approved template is delivered, so the owner
 * chooses one per bot and it goes instead of what the bot or a person of the inbox writes.
 */

/** The most `{{n}}` a template's body may have to be chosen: the one, `{{1}}`, is filled with the message. */
export const WHATSAPP_TEMPLATE_MAX_PARAMETERS = 1;

/**
 * One approved template as the chooser lists it: its name and language (both name it at Meta), its
 * category (`MARKETING`, `UTILITY`, `AUTHENTICATION`), its body's text with its `{{1}}`… as written,
 * and how many of them it has. `usable` is false when Plubot cannot fill it (more than
 * {@link WHATSAPP_TEMPLATE_MAX_PARAMETERS} body parameters, named parameters, or a header or button
 * that needs a value or a file): it is listed, but cannot be chosen.
 */
export const whatsAppTemplateSchema = z.object({
  name: z.string(),
  languageCode: z.string(),
  category: z.string(),
  bodyText: z.string(),
  parameterCount: z.number().int().nonnegative(),
  usable: z.boolean(),
});
export type WhatsAppTemplate = z.infer<typeof whatsAppTemplateSchema>;

/** `GET /api/plubots/:id/channels/whatsapp-cloud/templates`: the account's approved templates. */
export const whatsAppTemplateListResponseSchema = z.object({ templates: z.array(whatsAppTemplateSchema) });
export type WhatsAppTemplateListResponse = z.infer<typeof whatsAppTemplateListResponseSchema>;

/** A template's name at Meta: lowercase letters, digits and underscores. */
const TEMPLATE_NAME_PATTERN = /^[a-z0-9_]{1,512}$/;
/** A template's language code at Meta (`es`, `es_MX`, `en_US`, `zh_HK` …). */
const TEMPLATE_LANGUAGE_PATTERN = /^[A-Za-z]{2,3}(?:_[A-Za-z0-9]{2,4})?$/;

/**
 * `PUT /api/plubots/:id/channels/whatsapp-cloud/template`: the approved template to send outside the
 * 24-hour window (checked against the account's list), or `null` for none (then nothing is sent
 * there until the contact writes again).
 */
export const chooseWhatsAppTemplateBodySchema = z.object({
  template: z
    .object({
      name: z
        .string({ message: 'channels.whatsappCloud.templateNameInvalid' })
        .trim()
        .regex(TEMPLATE_NAME_PATTERN, 'channels.whatsappCloud.templateNameInvalid'),
      languageCode: z
        .string({ message: 'channels.whatsappCloud.templateLanguageInvalid' })
        .trim()
        .regex(TEMPLATE_LANGUAGE_PATTERN, 'channels.whatsappCloud.templateLanguageInvalid'),
    })
    .nullable(),
});
export type ChooseWhatsAppTemplateBody = z.infer<typeof chooseWhatsAppTemplateBodySchema>;
