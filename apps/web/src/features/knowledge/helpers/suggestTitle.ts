import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';

/**
 * A title for pasted text: its first non-empty line, without Markdown marks, cut to the contract's
 * length at a word.
 * @example suggestTitle('\n# Horario de verano\nAbrimos…') // 'Horario de verano'
 */
export function suggestTitle(text: string): string {
  const line =
    text
      .split('\n')
      .map((candidate) =>
        candidate
          .replace(/^\s*(#{1,6}|[-*>]|\d+[.)])\s+/, '')
          .replace(/[*_`]+/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .find((candidate) => candidate !== '') ?? '';
  const max = KNOWLEDGE_FIELD_LIMITS.title;
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}
