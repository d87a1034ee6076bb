/** `{{ name }}` as the engine's `interpolate` reads it. */
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/**
 * The variable names a text fills in, in order of first appearance, as the engine's `interpolate`
 * reads them (`{{ nombre }}` → `nombre`; names are flat keys, `{{http.status}}` → `http.status`).
 *
 * @example listVariableNames('Hola {{nombre}}, tu email es {{ email }}') // ['nombre', 'email']
 */
export function listVariableNames(text: string): string[] {
  if (!text.includes('{{')) return [];
  const names = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1]!);
  return [...names];
}
