import type { TextBlock } from '../buildSections';

const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])\s+/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/** Markdown headings of these levels start a section; deeper ones stay as a line of text. */
const SECTION_LEVELS = 3;

/**
 * Markdown as blocks: `#`–`###` and setext headings start sections, paragraphs are joined into
 * one line each, list items and table rows (cells joined by ' · ') stay one per line, fenced code
 * is kept as written, and inline markup is reduced to its text (a link keeps its address).
 * @example markdownToBlocks('# Precios\n\n- **Básico**: 5 €\n- Pro')
 * // [{ kind: 'heading', text: 'Precios' }, { kind: 'line', text: '- Básico: 5 €' }, { kind: 'line', text: '- Pro' }]
 */
export function markdownToBlocks(markdown: string): TextBlock[] {
  const lines = markdown.split('\n');
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: inlineText(paragraph.join(' ')) });
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? '').replace(/^ {0,3}>[ \t]?/, '');
    const fence = line.match(FENCE);
    if (fence) {
      flush();
      const close = new RegExp(`^ {0,3}${fence[1]![0]}{${fence[1]!.length},}\\s*$`);
      const code: string[] = [];
      while (++index < lines.length && !close.test(lines[index] ?? '')) code.push(lines[index] ?? '');
      blocks.push({ kind: 'paragraph', text: code.join('\n') });
      continue;
    }
    const atx = line.match(ATX_HEADING);
    if (atx) {
      flush();
      blocks.push(heading(atx[1]!.length, atx[2] ?? ''));
      continue;
    }
    const setext = line.match(SETEXT_UNDERLINE);
    if (setext && paragraph.length > 0) {
      const text = paragraph.join(' ');
      paragraph = [];
      blocks.push(heading(setext[1]!.startsWith('=') ? 1 : 2, text));
      continue;
    }
    if (!line.trim() || THEMATIC_BREAK.test(line)) {
      flush();
      if (blocks.at(-1)?.kind === 'line') blocks.push({ kind: 'break' });
    } else if (line.trim().startsWith('|')) {
      flush();
      if (!TABLE_SEPARATOR.test(line)) blocks.push({ kind: 'line', text: tableRow(line) });
    } else if (LIST_ITEM.test(line)) {
      flush();
      blocks.push({ kind: 'line', text: inlineText(line) });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

function heading(level: number, text: string): TextBlock {
  const clean = inlineText(text);
  return level <= SECTION_LEVELS ? { kind: 'heading', text: clean } : { kind: 'line', text: clean };
}

function tableRow(line: string): string {
  const cells = line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/);
  return cells.map((cell) => inlineText(cell.trim())).join(' · ');
}

/**
 * A line of Markdown without its inline markup: images as their alt text, links as text and
 * address, emphasis and code marks dropped, backslash escapes resolved.
 * @example inlineText('Ver [la guía](https://plubot.com/guia) y **ya**') // 'Ver la guía (https://plubot.com/guia) y ya'
 */
export function inlineText(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, (_, text: string, href: string) =>
      text === href ? text : `${text} (${href})`,
    )
    .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[\s(])([*_])(?=\S)(.+?)(?<=\S)\2(?=$|[\s.,;:!?)])/g, '$1$3')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/`+([^`]+)`+/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1');
}
