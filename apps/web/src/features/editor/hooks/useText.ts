import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextRef } from '../types';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** Parameters of `@plubot/flow` messages that hold a node type. */
const NODE_TYPE_PARAMS = ['source', 'target'] as const;

/**
 * Translates a {@link TextRef}: editor keys through i18n, `@plubot/flow` messages by their code
 * (`editor.flowMessages.{code}`, the package's Spanish text as fallback), server texts as they are.
 */
export function translateText(t: TFunction, ref: TextRef): string {
  const translate = t as unknown as LooseT;
  if ('raw' in ref) return ref.raw;
  if ('flow' in ref) {
    const params = { ...ref.flow.params };
    // Node types travel as ids ('option'); the user reads their names ('Opción').
    for (const name of NODE_TYPE_PARAMS) {
      const type = params[name];
      if (typeof type === 'string')
        params[name] = translate(`editor.nodeTypes.${type}`, { defaultValue: type });
    }
    return translate(`editor.flowMessages.${ref.flow.code}`, { ...params, defaultValue: ref.flow.message });
  }
  return translate(ref.key, ref.params);
}

/** A function that turns a {@link TextRef} into text in the current language. */
export function useText(): (ref: TextRef) => string {
  const { t } = useTranslation();
  return useCallback((ref: TextRef) => translateText(t, ref), [t]);
}
