import type { TextBlock } from '../buildSections';
import { walkXml } from '../walkXml';
import { type DocxStyle, headingLevel, isTocStyle } from './docxStyles';

/** Headings of these levels (and the title style, level 0) start a section. */
const SECTION_LEVELS = 3;
/**
 * Elements whose content is not the document's current text: a tracked move's source, deleted
 * text, field codes, the previous formatting of a tracked change, and the fallback copy of a
 * drawing (its text box is read once, from the drawing itself).
 */
const SKIPPED = new Set(['moveFrom', 'Fallback', 'instrText', 'delText', 'pPrChange', 'rPrChange']);
const CELL_SEPARATOR = ' · ';

interface Paragraph {
  styleId: string | null;
  outlineLevel: number | null;
  numId: string | null;
  level: number;
  parts: string[];
}

interface Table {
  row: string[] | null;
  cell: string[] | null;
  rows: string[];
}

export interface DocxBody {
  blocks: TextBlock[];
  /** The text of the first paragraph in the title style, if any. */
  title: string | null;
}

/**
 * The blocks of `word/document.xml` in reading order: paragraphs in heading styles (or with an
 * outline level) up to level 3 as headings, list paragraphs as lines numbered or bulleted by
 * their numbering, each table row as a line with its cells joined by ' · ' (a nested table's rows
 * inside its cell), tables of contents and deleted text left out.
 */
export function readDocxBody(
  xml: string,
  styles: ReadonlyMap<string, DocxStyle>,
  numbering: ReadonlyMap<string, string[]>,
): DocxBody {
  const blocks: TextBlock[] = [];
  const paragraphs: Paragraph[] = [];
  const tables: Table[] = [];
  const counters = new Map<string, number[]>();
  let title: string | null = null;
  let skipDepth = 0;
  let inText = false;

  const append = (text: string) => paragraphs.at(-1)?.parts.push(text);
  const closeParagraph = (paragraph: Paragraph) => {
    const text = paragraph.parts.join('');
    const table = tables.at(-1);
    if (table?.cell) {
      if (text.trim()) table.cell.push(text);
      return;
    }
    if (isTocStyle(styles, paragraph.styleId)) return;
    const level =
      paragraph.outlineLevel !== null && paragraph.outlineLevel < 9
        ? paragraph.outlineLevel + 1
        : headingLevel(styles, paragraph.styleId);
    if (!text.trim()) {
      blocks.push({ kind: 'break' });
    } else if (level !== null && level <= SECTION_LEVELS) {
      if (level === 0 && title === null) title = text;
      blocks.push({ kind: 'heading', text });
    } else if (paragraph.numId !== null) {
      blocks.push({ kind: 'line', text: `${listMarker(paragraph, numbering, counters)} ${text}` });
    } else {
      blocks.push({ kind: 'paragraph', text });
    }
  };

  walkXml(xml, {
    open(name, attributes) {
      if (skipDepth > 0 || SKIPPED.has(name)) {
        skipDepth++;
        return;
      }
      const paragraph = paragraphs.at(-1);
      if (name === 'p') {
        paragraphs.push({ styleId: null, outlineLevel: null, numId: null, level: 0, parts: [] });
      } else if (name === 't') {
        inText = true;
      } else if (name === 'tab' && paragraph && !attributes.val) {
        append('\t');
      } else if (name === 'br' || name === 'cr') {
        append('\n');
      } else if (name === 'noBreakHyphen') {
        append('-');
      } else if (name === 'pStyle' && paragraph) {
        paragraph.styleId = attributes.val ?? null;
      } else if (name === 'outlineLvl' && paragraph) {
        paragraph.outlineLevel = Number(attributes.val);
      } else if (name === 'numId' && paragraph) {
        paragraph.numId = attributes.val && attributes.val !== '0' ? attributes.val : null;
      } else if (name === 'ilvl' && paragraph) {
        paragraph.level = Math.min(8, Number(attributes.val) || 0);
      } else if (name === 'tbl') {
        tables.push({ row: null, cell: null, rows: [] });
      } else if (name === 'tr' && tables.length) {
        tables.at(-1)!.row = [];
      } else if (name === 'tc' && tables.length) {
        tables.at(-1)!.cell = [];
      }
    },
    text(text) {
      if (inText && skipDepth === 0) append(text);
    },
    close(name) {
      if (skipDepth > 0) {
        skipDepth--;
        return;
      }
      if (name === 't') {
        inText = false;
      } else if (name === 'p') {
        const paragraph = paragraphs.pop();
        if (paragraph) closeParagraph(withStyleNumbering(paragraph, styles));
      } else if (name === 'tc') {
        const table = tables.at(-1);
        if (table?.cell && table.row) table.row.push(table.cell.join(' '));
        if (table) table.cell = null;
      } else if (name === 'tr') {
        const table = tables.at(-1);
        if (table?.row?.some((cell) => cell.trim())) table.rows.push(table.row.join(CELL_SEPARATOR));
        if (table) table.row = null;
      } else if (name === 'tbl') {
        const table = tables.pop();
        if (!table) return;
        const outer = tables.at(-1);
        if (outer?.cell) outer.cell.push(table.rows.join('; '));
        else {
          for (const row of table.rows) blocks.push({ kind: 'line', text: row });
          blocks.push({ kind: 'break' });
        }
      }
    },
  });
  return { blocks, title };
}

/** A list paragraph that takes its numbering from its style (Word's "List Number" style). */
function withStyleNumbering(paragraph: Paragraph, styles: ReadonlyMap<string, DocxStyle>): Paragraph {
  if (paragraph.numId !== null || !paragraph.styleId) return paragraph;
  const numbering = styles.get(paragraph.styleId)?.numbering;
  if (!numbering || numbering.numId === '0') return paragraph;
  return { ...paragraph, numId: numbering.numId, level: numbering.level };
}

/**
 * `-` for a bullet, else the item's number in its list's format (`3.`, `c.`, `iv.`), counting per
 * list and level and restarting deeper levels after a shallower item.
 */
function listMarker(
  paragraph: Paragraph,
  numbering: ReadonlyMap<string, string[]>,
  counters: Map<string, number[]>,
) {
  const numId = paragraph.numId ?? '';
  const format = numbering.get(numId)?.[paragraph.level] ?? 'bullet';
  const levels = counters.get(numId) ?? [];
  levels[paragraph.level] = (levels[paragraph.level] ?? 0) + 1;
  levels.length = paragraph.level + 1;
  counters.set(numId, levels);
  const count = levels[paragraph.level]!;
  if (/^decimal/.test(format)) return `${count}.`;
  if (format === 'lowerLetter') return `${toLetters(count)}.`;
  if (format === 'upperLetter') return `${toLetters(count).toUpperCase()}.`;
  if (format === 'lowerRoman') return `${toRoman(count).toLowerCase()}.`;
  if (format === 'upperRoman') return `${toRoman(count)}.`;
  return '-';
}

function toLetters(count: number): string {
  let text = '';
  for (let n = count; n > 0; n = Math.floor((n - 1) / 26))
    text = String.fromCharCode(97 + ((n - 1) % 26)) + text;
  return text;
}

function toRoman(count: number): string {
  const numerals: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = Math.min(count, 3999);
  let text = '';
  for (const [value, numeral] of numerals) {
    while (rest >= value) {
      text += numeral;
      rest -= value;
    }
  }
  return text;
}
