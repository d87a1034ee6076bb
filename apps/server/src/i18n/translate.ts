import en from '../../locales/en/messages.json' with { type: 'json' };
import es from '../../locales/es/messages.json' with { type: 'json' };

export type Language = 'es' | 'en';
export type TranslateParams = Record<string, string | number>;
export type Translate = (key: string, params?: TranslateParams) => string;

type Catalogue = { [key: string]: string | Catalogue };
const catalogues: Record<Language, Catalogue> = { es, en };

/**
 * Looks a dotted key up in the catalogue of `language` (falling back to Spanish, then to the key
 * itself) and fills `{{name}}` placeholders.
 * @example translate('en', 'validation.tooShort', { minimum: 8 })
 */
export function translate(language: Language, key: string, params?: TranslateParams): string {
  const template = lookup(catalogues[language], key) ?? lookup(catalogues.es, key) ?? key;
  if (!params) return template;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** True when `key` names a message in the Spanish catalogue. */
export function hasMessage(key: string): boolean {
  return lookup(catalogues.es, key) !== undefined;
}

/** Picks the reply language from an Accept-Language header: Spanish unless English comes first. */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'es';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'es' || tag === 'en') return tag;
  }
  return 'es';
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const segment of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}
