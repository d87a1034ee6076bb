import type { TextBlock } from '../buildSections';

/** One run of text on a page, in PDF units (y grows upwards), in the order the page draws it. */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  endOfLine: boolean;
}

interface PdfLine {
  text: string;
  y: number;
  size: number;
  endX: number;
}

const HEADING_RATIO = 1.15;
const MAX_HEADING_CHARS = 200;
/** A table of contents' entry: dot leaders then a page number ("2.1 Precios . . . . 4"). */
const CONTENTS_ENTRY = /(?:\.\s*){4,}\s*[0-9ivxlc]+$/i;
const LIST_ITEM = /^(?:[•◦▪■●·\-–*]|\d{1,3}[.)]|[a-z][.)])\s/;

/**
 * The blocks of a PDF's pages: items joined into lines in drawing order, lines repeated at the top
 * or bottom of most pages (running headers, footers, page numbers) dropped, lines set larger than
 * the body text (by 15 %) as headings, other lines joined into paragraphs until the gap between
 * two lines grows past the document's usual line spacing, a line starts a list item, or the size
 * changes. A word hyphenated at a line's end is joined again; table-of-contents entries (dot
 * leaders and a page number) are left out, since the headings they repeat are read anyway.
 */
export function layoutPdfText(pages: readonly (readonly PdfTextItem[])[]): TextBlock[] {
  const allLines = pages.map((items) => toLines(items).filter((line) => !CONTENTS_ENTRY.test(line.text)));
  const bodySize = findBodySize(allLines.flat());
  const pageLines = dropRunningLines(allLines, bodySize);
  const lineGap = findLineGap(pageLines, bodySize);
  const blocks: TextBlock[] = [];
  let previous: PdfLine | null = null;
  let paragraph: string | null = null;
  let paragraphKind: 'paragraph' | 'line' = 'paragraph';
  const flush = () => {
    if (paragraph) blocks.push({ kind: paragraphKind, text: paragraph });
    paragraph = null;
  };
  pageLines.forEach((lines, pageIndex) => {
    lines.forEach((line, lineIndex) => {
      const newPage = lineIndex === 0 && pageIndex > 0;
      if (
        line.size >= bodySize * HEADING_RATIO &&
        line.text.length <= MAX_HEADING_CHARS &&
        /\p{L}/u.test(line.text)
      ) {
        flush();
        const last = blocks.at(-1);
        const continuesHeading =
          last?.kind === 'heading' &&
          previous &&
          !newPage &&
          Math.abs(previous.size - line.size) < 0.5 &&
          previous.y - line.y > 0 &&
          previous.y - line.y <= line.size * 2;
        if (continuesHeading && last.kind === 'heading') last.text = joinLines(last.text, line.text);
        else blocks.push({ kind: 'heading', text: line.text });
      } else if (paragraph !== null && previous && continuesParagraph(previous, line, newPage, lineGap)) {
        paragraph = joinLines(paragraph, line.text);
      } else {
        flush();
        paragraph = line.text;
        paragraphKind = LIST_ITEM.test(line.text) ? 'line' : 'paragraph';
      }
      previous = line;
    });
  });
  flush();
  return blocks;
}

function continuesParagraph(previous: PdfLine, line: PdfLine, newPage: boolean, lineGap: number): boolean {
  if (LIST_ITEM.test(line.text)) return false;
  if (Math.abs(previous.size - line.size) > previous.size * 0.15) return false;
  if (newPage) return !/[.!?:]$/.test(previous.text) && /^\p{Ll}/u.test(line.text);
  const gap = previous.y - line.y;
  return gap > 0 && gap <= Math.max(lineGap * 1.35, line.size * 0.9);
}

function joinLines(text: string, next: string): string {
  if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(next)) return text.slice(0, -1) + next;
  return `${text} ${next}`;
}

function toLines(items: readonly PdfTextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let line: PdfLine | null = null;
  let breakBefore = true;
  for (const item of items) {
    if (!item.text) {
      if (item.endOfLine) breakBefore = true;
      continue;
    }
    const size = item.size > 0 ? item.size : 1;
    const sameLine = line && !breakBefore && Math.abs(item.y - line.y) <= Math.max(size, line.size) * 0.4;
    if (!line || !sameLine) {
      if (line?.text.trim()) lines.push(line);
      line = { text: item.text, y: item.y, size: /\S/.test(item.text) ? size : 0, endX: item.x + item.width };
    } else {
      const gap = item.x - line.endX;
      const spaced = /\s$/.test(line.text) || /^\s/.test(item.text);
      line.text += !spaced && gap > size * 0.15 ? ` ${item.text}` : item.text;
      line.endX = item.x + item.width;
      if (/\S/.test(item.text)) line.size = Math.max(line.size, size);
    }
    breakBefore = item.endOfLine;
  }
  if (line?.text.trim()) lines.push(line);
  return lines.map((each) => ({ ...each, text: each.text.replace(/\s+/g, ' ').trim() }));
}

/**
 * Pages without their running headers and footers: lines not set as headings that repeat at the
 * top or bottom of the page (two lines each way), at the same height, on at least half of the
 * pages, three at least. Digits count as equal, so "Página 3 de 30" repeats.
 */
function dropRunningLines(pages: PdfLine[][], bodySize: number): PdfLine[][] {
  if (pages.length < 3) return pages;
  const key = (line: PdfLine) =>
    line.size >= bodySize * HEADING_RATIO
      ? null
      : `${Math.round(line.y)} ${line.text.toLowerCase().replace(/\d+/g, '#')}`;
  const edges = (lines: PdfLine[]) => new Set([...lines.slice(0, 2), ...lines.slice(-2)].map(key));
  const counts = new Map<string, number>();
  for (const lines of pages) {
    for (const text of edges(lines)) if (text) counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  const threshold = Math.max(3, pages.length / 2);
  return pages.map((lines) =>
    lines.filter((line, index) => {
      const text = index < 2 || index >= lines.length - 2 ? key(line) : null;
      return !(text && (counts.get(text) ?? 0) >= threshold);
    }),
  );
}

/** The size most characters are set in, to half a point. */
function findBodySize(lines: readonly PdfLine[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestChars = -1;
  for (const [size, count] of chars) {
    if (count > bestChars) {
      best = size;
      bestChars = count;
    }
  }
  return best || 10;
}

/** The usual distance between two consecutive lines of body text (the median), in PDF units. */
function findLineGap(pages: readonly PdfLine[][], bodySize: number): number {
  const gaps: number[] = [];
  for (const lines of pages) {
    for (let index = 1; index < lines.length; index++) {
      const [above, below] = [lines[index - 1]!, lines[index]!];
      const gap = above.y - below.y;
      if (Math.abs(below.size - bodySize) < 0.5 && gap > 0 && gap < bodySize * 3) gaps.push(gap);
    }
  }
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? bodySize * 1.2;
}
