/**
 * Joins names as a sentence list in a language ("a, b y c" / "a, b or c"); falls back to commas
 * where `Intl.ListFormat` is missing or the language tag is invalid.
 * @example formatList(['Slack', 'Notion', 'Trello'], 'es', 'conjunction') // 'Slack, Notion y Trello'
 */
export function formatList(
  items: readonly string[],
  language: string | undefined,
  type: 'conjunction' | 'disjunction',
): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type }).format(items);
  } catch {
    return items.join(', ');
  }
}
