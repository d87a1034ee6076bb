import { useCallback } from 'react';
import type { TextRef } from '../types';
import { type EditorTranslate, useEditorTranslation } from './useEditorTranslation';

/** What {@link translateText} needs of i18next's `t`: a key and options that name a fallback text. */
export type Translate = EditorTranslate;

/** Parameters of `@plubot/flow` messages that hold a node type. */
const NODE_TYPE_PARAMS = ['source', 'target'] as const;

/**
 * Translates a {@link TextRef}: editor keys through i18n, `@plubot/flow` messages by their code
 * (`editor.flowMessages.{code}`, the package's Spanish text as fallback), server texts as they are.
 */
export function translateText(t: Translate, ref: TextRef): string {
  if ('raw' in ref) return ref.raw;
  if ('flow' in ref) {
    const params = { ...ref.flow.params };
    // Node types travel as ids ('option'); the user reads their names ('Opción').
    for (const name of NODE_TYPE_PARAMS) {
      const type = params[name];
      if (typeof type === 'string') params[name] = t(`editor.nodeTypes.${type}`, { defaultValue: type });
    }
    return t(`editor.flowMessages.${ref.flow.code}`, { ...params, defaultValue: ref.flow.message });
  }
  // A missing key reads as the key itself, as i18next does without a default.
  return t(ref.key, { ...ref.params, defaultValue: ref.key });
}

/** A function that turns a {@link TextRef} into text in the current language. */
export function useText(): (ref: TextRef) => string {
  const { t } = useEditorTranslation();
  return useCallback((ref: TextRef) => translateText(t, ref), [t]);
}
