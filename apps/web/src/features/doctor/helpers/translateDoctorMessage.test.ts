import { describe, expect, it } from 'vitest';
import { type DoctorTranslate, translateDoctorMessage } from './translateDoctorMessage';

const en: Record<string, string> = {
  'editor.flowMessages.doctor.unreachableNode': 'Nobody ever reaches “{{label}}”.',
  'editor.flowMessages.doctor.nodeNotConfigured': '“{{label}}” is not finished: {{detail}}',
  'editor.flowMessages.setup.httpUrl': 'The URL is missing.',
};

/** A tiny i18next stand-in: looks keys up in `en`, interpolates, falls back to `defaultValue`. */
const t: DoctorTranslate = (key, options) => {
  const template = en[key] ?? options.defaultValue;
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(options[name] ?? ''));
};

describe('translateDoctorMessage', () => {
  it('translates a message by its code with its values', () => {
    const message = {
      code: 'doctor.unreachableNode',
      message: 'Nadie llega nunca a «Oferta».',
      params: { label: 'Oferta' },
    };
    expect(translateDoctorMessage(t, message)).toBe('Nobody ever reaches “Oferta”.');
  });

  it('translates the text of a value whose code travels beside it', () => {
    const message = {
      code: 'doctor.nodeNotConfigured',
      message: '«API» no está terminado: Falta la URL.',
      params: { label: 'API', detail: 'Falta la URL.', detailCode: 'setup.httpUrl' },
    };
    expect(translateDoctorMessage(t, message)).toBe('“API” is not finished: The URL is missing.');
  });

  it('keeps the Spanish text of a message not translated yet', () => {
    const message = { code: 'doctor.someFutureRule', message: 'Algo nuevo.', params: {} };
    expect(translateDoctorMessage(t, message)).toBe('Algo nuevo.');
  });
});
