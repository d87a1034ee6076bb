import { ANALYTICS_CHANNELS } from '@plubot/contracts';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/translation.json';
import es from '../../../../public/locales/es/translation.json';
import { getChannelLabelKey } from './getChannelLabelKey';

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

describe('getChannelLabelKey', () => {
  it('names every channel with the names the inbox and the sharing panel use', () => {
    expect(ANALYTICS_CHANNELS.map((channel) => t(getChannelLabelKey(channel)))).toEqual([
      'Chat web',
      'Widget',
      'WhatsApp (QR)',
      'WhatsApp Cloud API (oficial)',
      'Telegram',
      'Messenger',
      'Instagram',
    ]);
  });

  it('gives each channel a name of its own in both languages', () => {
    for (const translate of [t, tEnglish]) {
      const names = ANALYTICS_CHANNELS.map((channel) => translate(getChannelLabelKey(channel)));
      expect(new Set(names).size).toBe(ANALYTICS_CHANNELS.length);
      // A key without a text would come back as the key itself.
      expect(names.filter((name) => name.includes('.'))).toEqual([]);
    }
  });
});
