import { splitSentences } from './splitSentences';

/** Size limits of text passages, in characters. */
export interface PassageSizeOptions {
  /** Paragraphs are joined while the passage is shorter than this (default 300). */
  readonly minChars?: number;
  /** No passage is longer, unless one word is (default 800). */
  readonly maxChars?: number;
}

export const DEFAULT_MIN_CHARS = 300;
export const DEFAULT_MAX_CHARS = 800;

/** Cuts a text at whitespace into pieces of at most `max` characters (a longer word is cut too). */
function splitAtWords(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const space = rest.slice(0, max + 1).search(/\s\S*$/u);
    const cut = space > 0 ? space : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}

/** The sentences of a text with their positions in it (each sentence is a trimmed slice). */
function locateSentences(text: string): { start: number; end: number }[] {
  let cursor = 0;
  return splitSentences(text).map((sentence) => {
    const start = text.indexOf(sentence, cursor);
    cursor = start + sentence.length;
    return { start, end: cursor };
  });
}

/**
 * Cuts a paragraph longer than `max` into pieces of whole sentences of similar length (sentences
 * longer than `max` are cut at words), keeping the original text between sentences.
 *
 * @example splitLongParagraph('Uno. Dos. Tres.', 10) // ['Uno. Dos.', 'Tres.']
 */
export function splitLongParagraph(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  type Unit = { piece: string } | { start: number; end: number };
  const units = locateSentences(text).flatMap(({ start, end }): Unit[] =>
    end - start > max
      ? splitAtWords(text.slice(start, end), max).map((piece) => ({ piece }))
      : [{ start, end }],
  );
  const target = text.length / Math.ceil(text.length / max);
  const pieces: string[] = [];
  let open: { start: number; end: number } | undefined;
  for (const unit of units) {
    if ('piece' in unit) {
      if (open) pieces.push(text.slice(open.start, open.end));
      open = undefined;
      pieces.push(unit.piece);
    } else if (open && open.end - open.start < target && unit.end - open.start <= max) {
      open = { start: open.start, end: unit.end };
    } else {
      if (open) pieces.push(text.slice(open.start, open.end));
      open = unit;
    }
  }
  if (open) pieces.push(text.slice(open.start, open.end));
  return pieces;
}

/**
 * Packs the paragraphs of one section into passage texts: paragraphs are joined (by a blank line)
 * while the passage is under `minChars` and stays within `maxChars`; a paragraph over `maxChars` is
 * cut by sentences.
 *
 * @example packParagraphs(['Corto.', 'También corto.'], { minChars: 300 }) // ['Corto.\n\nTambién corto.']
 */
export function packParagraphs(paragraphs: readonly string[], options: PassageSizeOptions = {}): string[] {
  const min = options.minChars ?? DEFAULT_MIN_CHARS;
  const max = Math.max(options.maxChars ?? DEFAULT_MAX_CHARS, 1);
  const passages: string[] = [];
  let current = '';
  for (const piece of paragraphs.flatMap((paragraph) => splitLongParagraph(paragraph.trim(), max))) {
    if (piece === '') continue;
    if (current === '') current = piece;
    else if (current.length < min && current.length + 2 + piece.length <= max) current += `\n\n${piece}`;
    else {
      passages.push(current);
      current = piece;
    }
  }
  if (current !== '') passages.push(current);
  return passages;
}
