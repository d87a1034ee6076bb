/**
 * Text reduced for comparison: lower-case, without accents or other diacritics, spaces collapsed,
 * so "Comunicación", "COMUNICACION" and " comunicacion " all compare equal.
 * @example normalizeSearchText('  Diseño   Gráfico ') // 'diseno grafico'
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('und').replace(/\s+/g, ' ').trim();
}
