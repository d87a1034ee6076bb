import type { i18n as I18n, TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { getI18n } from 'react-i18next';

/** One `t` per language, shared by every node of the canvas. */
const fixedByLanguage = new Map<string, TFunction>();

function subscribe(onChange: () => void): () => void {
  const i18n = getI18n();
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

function currentLanguage(): string {
  const i18n: I18n | undefined = getI18n();
  return i18n?.language ?? '';
}

/**
 * i18next's `t` for the canvas's nodes, edges and their parts: the same function for every node
 * while the language stays, re-rendering them when it changes. `useTranslation` builds a wrapper
 * per call, which on a flow of thousands of nodes was a fifth of the time to open it; the editor
 * only mounts once the app's translations are loaded, so nothing here needs to suspend.
 */
export function useEditorTranslation(): { t: TFunction } {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  let t = fixedByLanguage.get(language);
  if (!t) {
    t = getI18n().getFixedT(language);
    fixedByLanguage.set(language, t);
  }
  return { t };
}

/** Texts without parameters, by language `t` and key: a node asks for the same few on every mount. */
const plainTexts = new WeakMap<TFunction, Map<string, string>>();

/**
 * `t(key, { defaultValue })` remembered per language, for the texts every node of the canvas shows
 * (its type's name, "nodo"): thousands of nodes mounting while a big flow is panned ask i18next
 * for a handful of strings.
 */
export function translatePlain(t: TFunction, key: string, defaultValue: string): string {
  let texts = plainTexts.get(t);
  if (!texts) {
    texts = new Map();
    plainTexts.set(t, texts);
  }
  let text = texts.get(key);
  if (text === undefined) {
    text = t(key, { defaultValue }) as string;
    texts.set(key, text);
  }
  return text;
}
