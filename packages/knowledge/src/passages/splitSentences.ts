/** Words that end with a period without ending a sentence ("Dr. Pardo", "Avda. de América"). */
const ABBREVIATIONS = new Set(
  ['dr', 'dra', 'sr', 'sra', 'srta', 'av', 'avda', 'etc', 'ej', 'pag', 'num', 'tel', 'tfno', 'aprox'].concat([
    'approx',
    'vs',
    'mr',
    'mrs',
    'ms',
    'st',
    'no',
    'nº',
    'n',
    'c',
    'ud',
    'uds',
    'dto',
    'min',
    'máx',
  ]),
);
const SENTENCE_END = /[.!?…]["'»”)\]]*$/u;
const SENTENCE_START = /^[\p{Lu}\p{N}¿¡«"“(\-*•·]/u;
const LIST_ITEM = /^(?:[-*•·]|\d{1,3}[.)])\s/u;
const LINE_END = /[.!?…:;]["'»”)\]]*$/u;

function endsSentence(before: string): boolean {
  if (!SENTENCE_END.test(before)) return false;
  const lastWord = /([\p{L}º]+)\.["'»”)\]]*$/u.exec(before)?.[1];
  if (lastWord === undefined) return true;
  return !ABBREVIATIONS.has(lastWord.toLowerCase()) && !(lastWord.length === 1 && /\p{Lu}/u.test(lastWord));
}

/**
 * The sentences of a text, in order, each trimmed; the text is only cut at whitespace, so the
 * sentences hold every other character of it. A sentence ends at . ! ? or … followed by a capital,
 * a digit or an opening sign (not after "Dr." or an initial), and at a line break before a list item
 * or after a line ending in punctuation.
 *
 * @example splitSentences('Hola. ¿Abren hoy? Sí, de 9 a 14.') // ['Hola.', '¿Abren hoy?', 'Sí, de 9 a 14.']
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  const gaps = /\s+/gu;
  let start = 0;
  for (let gap = gaps.exec(text); gap !== null; gap = gaps.exec(text)) {
    // Only the few characters around the gap matter: short slices keep long texts linear.
    const before = text.slice(Math.max(start, gap.index - 24), gap.index);
    const after = text.slice(gap.index + gap[0].length, gap.index + gap[0].length + 8);
    if (before === '' || after === '') continue;
    const lineBreak = gap[0].includes('\n');
    const boundary =
      (lineBreak && (LIST_ITEM.test(after) || LINE_END.test(before))) ||
      (SENTENCE_START.test(after) && endsSentence(before));
    if (boundary) {
      sentences.push(text.slice(start, gap.index).trim());
      start = gap.index + gap[0].length;
    }
  }
  const rest = text.slice(start).trim();
  if (rest !== '') sentences.push(rest);
  return sentences;
}
