import { toInlineText, toMultilineText } from './cleanText';
import { MAX_TEXT_CHARS } from './readerLimits';
import { ReaderFailure, type ReadSection, type SectionsDocument } from './readerTypes';

/**
 * What a reader finds, in reading order: a heading starts a section; paragraphs are separated by a
 * blank line; consecutive `line` blocks (list items, table rows) by a single line break, unless a
 * `break` (the end of a list or table) stands between them.
 */
export type TextBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'line'; text: string }
  | { kind: 'break' };

const MAX_TITLE_CHARS = 200;

/**
 * The sections of a document from its blocks: text cleaned (storable, white space collapsed),
 * sections with no text dropped. Fails with `tooLarge` past `maxChars` characters of text.
 * @example blocksToSections([{ kind: 'paragraph', text: 'Hola' }, { kind: 'heading', text: 'Precios' },
 *   { kind: 'line', text: '- Básico' }, { kind: 'line', text: '- Pro' }])
 * // [{ heading: null, text: 'Hola' }, { heading: 'Precios', text: '- Básico\n- Pro' }]
 */
export function blocksToSections(blocks: Iterable<TextBlock>, maxChars = MAX_TEXT_CHARS): ReadSection[] {
  const sections: ReadSection[] = [];
  let current: ReadSection = { heading: null, text: '' };
  let lastKind: TextBlock['kind'] | null = null;
  let chars = 0;
  for (const block of blocks) {
    if (block.kind === 'break') {
      lastKind = 'break';
      continue;
    }
    const text = block.kind === 'heading' ? toInlineText(block.text) : toMultilineText(block.text);
    if (!text) continue;
    chars += text.length;
    if (chars > maxChars) throw new ReaderFailure('tooLarge', `more than ${maxChars} characters of text`);
    if (block.kind === 'heading') {
      if (current.text) sections.push(current);
      current = { heading: text.slice(0, MAX_TITLE_CHARS), text: '' };
    } else {
      const separator = !current.text ? '' : block.kind === 'line' && lastKind === 'line' ? '\n' : '\n\n';
      current.text += separator + text;
    }
    lastKind = block.kind;
  }
  if (current.text) sections.push(current);
  return sections;
}

/**
 * A sections document from a title and blocks; fails with `empty` when no block holds text.
 */
export function toSectionsDocument(
  title: string,
  blocks: Iterable<TextBlock>,
  maxChars = MAX_TEXT_CHARS,
): SectionsDocument {
  const sections = blocksToSections(blocks, maxChars);
  if (sections.length === 0) throw new ReaderFailure('empty');
  return { kind: 'sections', title, sections };
}

/**
 * The first candidate that has text once cleaned (cut to 200 characters), else the fallback.
 * @example chooseTitle([null, '  ', 'Guía de precios'], 'doc') // 'Guía de precios'
 */
export function chooseTitle(candidates: readonly (string | null | undefined)[], fallback: string): string {
  for (const candidate of candidates) {
    const text = candidate ? toInlineText(candidate) : '';
    if (text) return text.slice(0, MAX_TITLE_CHARS);
  }
  return toInlineText(fallback).slice(0, MAX_TITLE_CHARS) || fallback.slice(0, MAX_TITLE_CHARS);
}

/**
 * A file's name without folders and extension, as a title.
 * @example titleFromFileName('docs/Guía_precios.v2.pdf') // 'Guía_precios.v2'
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  return toInlineText(dot > 0 ? base.slice(0, dot) : base) || 'documento';
}
