/**
 * Folds text for forgiving comparisons: lower case, accents removed, inner whitespace collapsed and
 * the ends trimmed.
 *
 * @example foldText('  Sí,  Claro ') // 'si, claro'
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
