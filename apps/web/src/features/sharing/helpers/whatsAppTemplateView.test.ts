import type { WhatsAppTemplate } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import {
  listTemplateChoices,
  NO_TEMPLATE,
  readChosenTemplate,
  templateValue,
  toTemplateChoice,
} from './whatsAppTemplateView';

const template = (overrides: Partial<WhatsAppTemplate>): WhatsAppTemplate => ({
  name: 'respuesta_pendiente',
  languageCode: 'es',
  category: 'UTILITY',
  bodyText: 'Te respondimos: {{1}}',
  parameterCount: 1,
  usable: true,
  ...overrides,
});

describe('the template chooser', () => {
  it('reads the chosen template from the channel details, and none without one', () => {
    expect(
      readChosenTemplate({
        phoneNumberId: '1',
        templateName: 'respuesta_pendiente',
        templateLanguage: 'es',
        templateBody: 'Te respondimos: {{1}}',
        templateParameters: '1',
      }),
    ).toMatchObject({ name: 'respuesta_pendiente', languageCode: 'es', parameterCount: 1 });
    expect(readChosenTemplate({ phoneNumberId: '1' })).toBeNull();
  });

  it('offers the approved templates, those it cannot fill disabled, and keeps the chosen one listed', () => {
    const usable = template({});
    const unusable = template({ name: 'pedido_listo', parameterCount: 2, usable: false });
    expect(
      listTemplateChoices([usable, unusable], null).map((choice) => [choice.value, choice.disabled]),
    ).toEqual([
      ['respuesta_pendiente|es', false],
      ['pedido_listo|es', true],
    ]);
    const gone = template({ name: 'antigua', languageCode: 'en_US' });
    expect(listTemplateChoices([usable], gone).map((choice) => choice.value)).toEqual([
      'antigua|en_US',
      'respuesta_pendiente|es',
    ]);
    expect(listTemplateChoices([usable], usable)).toHaveLength(1);
  });

  it('turns a value of the select into the body of the choice', () => {
    expect(toTemplateChoice(templateValue({ name: 'seguimiento', languageCode: 'es_MX' }))).toEqual({
      name: 'seguimiento',
      languageCode: 'es_MX',
    });
    expect(toTemplateChoice(NO_TEMPLATE)).toBeNull();
  });
});
