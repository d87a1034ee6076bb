import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextRef } from '../types';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * Translates a {@link TextRef}: editor keys through i18n, `@plubot/flow` messages by their code
 * (`editor.flowMessages.{code}`, the package's Spanish text as fallback), server texts as they are.
 */
export function translateText(t: TFunction, ref: TextRef): string {
  const translate = t as unknown as LooseT;
  if ('raw' in ref) return ref.raw;
  if ('flow' in ref) {
    return translate(`editor.flowMessages.${ref.flow.code}`, {
      ...ref.flow.params,
      defaultValue: ref.flow.message,
    });
  }
  return translate(ref.key, ref.params);
}

/** A function that turns a {@link TextRef} into text in the current language. */
export function useText(): (ref: TextRef) => string {
  const { t } = useTranslation();
  return useCallback((ref: TextRef) => translateText(t, ref), [t]);
}
