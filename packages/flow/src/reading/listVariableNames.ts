/**
 * A `{{ name }}` placeholder in a text; the name is group 1, spaces around it trimmed. The engine's
 * `interpolate` fills in exactly these, so Bot Doctor and the editor's hints find the same names.
 */
export const VARIABLE_PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/**
 * The variable names a text fills in, in order of first appearance (`{{ nombre }}` → `nombre`;
 * names are flat keys, `{{http.status}}` → `http.status`).
 *
 * @example listVariableNames('Hola {{nombre}}, tu email es {{ email }}') // ['nombre', 'email']
 */
export function listVariableNames(text: string): string[] {
  if (!text.includes('{{')) return [];
  const names = new Set<string>();
  for (const match of text.matchAll(VARIABLE_PLACEHOLDER)) names.add(match[1]!);
  return [...names];
}
