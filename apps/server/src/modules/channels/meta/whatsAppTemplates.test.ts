import { describe, expect, it } from 'vitest';
import {
  fillTemplateParameters,
  readChosenTemplate,
  readWhatsAppTemplate,
  TEMPLATE_BODY_MAX_LENGTH,
  toTemplateDetails,
} from './whatsAppTemplates';

const body = (text: string) => ({ type: 'BODY', text });
const template = (components: unknown[], extra: Record<string, unknown> = {}) => ({
  name: 'seguimiento',
  language: 'es',
  status: 'APPROVED',
  category: 'UTILITY',
  components,
  ...extra,
});

describe('readWhatsAppTemplate', () => {
  it('reads a template with its body and counts its positional parameters', () => {
    expect(
      readWhatsAppTemplate(
        template([
          { type: 'HEADER', format: 'TEXT', text: 'Pizzería Ana' },
          body('Hola, {{1}}. Tienes una respuesta: {{1}}'),
          { type: 'FOOTER', text: 'Responde para seguir' },
          { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Seguir' }] },
        ]),
      ),
    ).toEqual({
      name: 'seguimiento',
      languageCode: 'es',
      category: 'UTILITY',
      bodyText: 'Hola, {{1}}. Tienes una respuesta: {{1}}',
      parameterCount: 1,
      usable: true,
    });
    expect(readWhatsAppTemplate(template([body('Te escribimos de nuevo.')]))).toMatchObject({
      parameterCount: 0,
      usable: true,
    });
  });

  it('marks unusable what Plubot cannot fill', () => {
    const usable = (components: unknown[]) => readWhatsAppTemplate(template(components))?.usable;
    expect(usable([body('Hola {{1}}, tu pedido {{2}}')])).toBe(false);
    expect(usable([body('Hola {{first_name}}')])).toBe(false);
    expect(usable([{ type: 'HEADER', format: 'IMAGE' }, body('Hola')])).toBe(false);
    expect(usable([{ type: 'HEADER', format: 'TEXT', text: 'Pedido {{1}}' }, body('Hola')])).toBe(false);
    expect(
      usable([body('Hola'), { type: 'BUTTONS', buttons: [{ type: 'URL', url: 'https://x.com/{{1}}' }] }]),
    ).toBe(false);
    expect(
      usable([body('Hola'), { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE' }] }]),
    ).toBe(false);
    expect(usable([body('Hola'), { type: 'CAROUSEL', cards: [] }])).toBe(false);
    expect(
      usable([body('Hola'), { type: 'BUTTONS', buttons: [{ type: 'URL', url: 'https://x.com/menu' }] }]),
    ).toBe(true);
  });

  it('leaves out what is not a template', () => {
    expect(readWhatsAppTemplate(null)).toBeUndefined();
    expect(readWhatsAppTemplate({ name: 'x' })).toBeUndefined();
    expect(readWhatsAppTemplate({ name: 'x', language: 'es' })).toMatchObject({ bodyText: '', usable: true });
  });
});

describe('the chosen template in the details', () => {
  it('round-trips through the details, and reads none when absent', () => {
    const chosen = readWhatsAppTemplate(template([body('Hola {{1}}')]));
    if (!chosen) throw new Error('not read');
    expect(readChosenTemplate({ phoneNumberId: '1', ...toTemplateDetails(chosen) })).toEqual({
      name: 'seguimiento',
      languageCode: 'es',
      bodyText: 'Hola {{1}}',
      parameterCount: 1,
    });
    expect(readChosenTemplate({ phoneNumberId: '1' })).toBeNull();
    expect(readChosenTemplate({ templateName: 'x', templateLanguage: 'es' })?.parameterCount).toBe(0);
  });
});

describe('fillTemplateParameters', () => {
  const withText = { bodyText: 'Tienes una respuesta: {{1}}', parameterCount: 1 };

  it('sends nothing in a template without {{1}}', () => {
    expect(fillTemplateParameters({ bodyText: 'Escríbenos', parameterCount: 0 }, 'Hola')).toEqual([]);
  });

  it('fills {{1}} with the text on one line', () => {
    expect(fillTemplateParameters(withText, '  Hola\n\nAna,\t  ¿sigues   ahí?  ')).toEqual([
      'Hola Ana, ¿sigues ahí?',
    ]);
    expect(fillTemplateParameters(withText, ' \n ')).toEqual(['…']);
  });

  it('cuts a long text so the filled body fits', () => {
    const [value = ''] = fillTemplateParameters(withText, 'ñ'.repeat(3000));
    const filled = withText.bodyText.replace('{{1}}', value);
    expect(Array.from(filled)).toHaveLength(TEMPLATE_BODY_MAX_LENGTH);
    expect(value.endsWith('…')).toBe(true);
  });
});
