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

/** What the caches below need of i18next's `t`: a key and options naming a fallback text. */
export type EditorTranslate = (
  key: string,
  options: { defaultValue: string; [param: string]: unknown },
) => string;

/** Texts without parameters, by language `t` and key: a node asks for the same few on every mount. */
const plainTexts = new WeakMap<EditorTranslate, Map<string, string>>();

/**
 * `t(key, { defaultValue })` remembered per language, for the texts every node of the canvas shows
 * (its type's name, "nodo"): thousands of nodes mounting while a big flow is panned ask i18next
 * for a handful of strings.
 */
export function translatePlain(t: EditorTranslate, key: string, defaultValue: string): string {
  let texts = plainTexts.get(t);
  if (!texts) {
    texts = new Map();
    plainTexts.set(t, texts);
  }
  let text = texts.get(key);
  if (text === undefined) {
    text = t(key, { defaultValue });
    texts.set(key, text);
  }
  return text;
}

/** Texts with parameters, by language `t` and key, with each parameter as a marker to replace. */
const templates = new WeakMap<EditorTranslate, Map<string, string>>();

/**
 * `t(key, params)` for the texts every node and edge on screen builds ("Mensaje: Bienvenida",
 * "Conexión de A a B"): i18next interpolates once per language and key, with markers, and each
 * call only replaces them — a zoom out of a big flow mounts a thousand of these at once.
 */
export function translateWith(
  t: EditorTranslate,
  key: string,
  params: Readonly<Record<string, string>>,
): string {
  let byKey = templates.get(t);
  if (!byKey) {
    byKey = new Map();
    templates.set(t, byKey);
  }
  const names = Object.keys(params);
  const cacheKey = `${key}\u0000${names.join(',')}`;
  let template = byKey.get(cacheKey);
  if (template === undefined) {
    const markers = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`]));
    template = t(key, { ...markers, defaultValue: key });
    byKey.set(cacheKey, template);
  }
  return template.replace(
    /\uE000(\d+)\uE001/g,
    (_, index: string) => params[names[Number(index)] ?? ''] ?? '',
  );
}
