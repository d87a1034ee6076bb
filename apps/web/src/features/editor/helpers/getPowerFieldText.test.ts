import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/translation.json';
import es from '../../../../public/locales/es/translation.json';
import { getPowerFieldText, type PowerFieldTextKey } from './getPowerFieldText';

let t: TFunction;
let tEnglish: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'es',
    fallbackLng: false,
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  t = instance.getFixedT('es');
  tEnglish = instance.getFixedT('en');
});

const KEYS: PowerFieldTextKey[] = [
  'fields',
  'fieldsHelp',
  'fieldName',
  'fieldNamePlaceholder',
  'fieldNameChoose',
  'addField',
  'propertyOutput',
  'propertyOutputsLater',
];

describe('the texts of a power node’s fields, in each service’s words', () => {
  it('says Typeform’s hidden fields and SurveyMonkey’s custom variables, and a form’s answers', () => {
    expect(getPowerFieldText(t, 'typeform', 'fields')).toBe('Campos ocultos');
    expect(getPowerFieldText(t, 'typeform', 'addField')).toBe('Añadir campo oculto');
    expect(getPowerFieldText(tEnglish, 'surveymonkey', 'fieldName')).toBe('Custom variable');
    expect(getPowerFieldText(t, 'surveymonkey', 'propertyOutput', { name: '¿Volverías?' })).toBe(
      'Respuesta a «¿Volverías?»',
    );
  });

  it('says Salesforce’s lead fields by their API name', () => {
    expect(getPowerFieldText(t, 'salesforce', 'fields')).toBe('Otros campos del lead');
    expect(getPowerFieldText(tEnglish, 'salesforce', 'fieldName')).toBe('Field (API name)');
    expect(getPowerFieldText(t, 'salesforce', 'fieldsHelp')).toContain('nombre de API');
  });

  it('keeps the common words for the services without their own: Notion’s properties, HubSpot’s', () => {
    expect(getPowerFieldText(t, 'notion', 'fields')).toBe('Propiedades');
    expect(getPowerFieldText(t, 'notion', 'fieldsHelp')).toBe(
      t('editor.inspector.powerAction.fieldsHelpNotion'),
    );
    expect(getPowerFieldText(t, 'hubspot', 'fieldsHelp')).toBe(
      t('editor.inspector.powerAction.fieldsHelpOther'),
    );
    expect(getPowerFieldText(t, 'notion', 'propertyOutput', { name: 'Estado' })).toBe('Propiedad «Estado»');
  });

  it('has every text of Typeform and SurveyMonkey in Spanish and English, different from the common one', () => {
    for (const translate of [t, tEnglish]) {
      for (const service of ['typeform', 'surveymonkey'] as const) {
        for (const key of KEYS) {
          const own = getPowerFieldText(translate, service, key, { name: 'x' });
          expect(own.trim()).not.toBe('');
          if (key !== 'fieldNamePlaceholder')
            expect(own).not.toBe(getPowerFieldText(translate, 'hubspot', key, { name: 'x' }));
        }
      }
    }
  });
});
