import { ENGINE_LANGUAGES, getRetryMessage } from '@plubot/engine';
import { NODE_FIELD_VALUES } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import en from '../../../../../public/locales/en/translation.json';
import es from '../../../../../public/locales/es/translation.json';

const LOCALES = { es, en } as const;

describe("the message form's retry defaults", () => {
  it('show exactly what the engine says in each language when the owner leaves the field empty', () => {
    for (const language of ENGINE_LANGUAGES) {
      const defaults: Record<string, string> = LOCALES[language].editor.nodes.message.retryDefaults;
      for (const kind of NODE_FIELD_VALUES.replyValidations) {
        expect(defaults[kind], `${language}.${kind}`).toBe(getRetryMessage(kind, language));
      }
    }
  });
});
