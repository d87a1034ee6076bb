/** A line-level piece of a text body: a heading (markdown level 1–6, 7 for a plain one), a question line, or a paragraph. */
export type TextBlock =
  | { readonly kind: 'heading'; readonly level: number; readonly text: string }
  | { readonly kind: 'question'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string };

/** The level given to headings that are not markdown (`**Envíos**`, a short line alone). */
export const PLAIN_HEADING_LEVEL = 7;
const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const BOLD_LINE = /^\s*(\*\*|__)(?!\s)(.+?)\1\s*$/;
const QUESTION_LINE = /\?["'»”)\]]*$/u;
const LIST_ITEM = /^\s*(?:[-*•·+]|\d{1,3}[.)])\s/u;
const MAX_HEADING_LENGTH = 70;
const MAX_HEADING_WORDS = 9;
const MAX_QUESTION_LENGTH = 160;

/**
 * Whether a line standing alone looks like a heading: short, no sentence punctuation at the end (a
 * final colon is fine), no "label: value" inside, starting with a capital or a digit.
 *
 * @example looksLikeHeading('Envíos y devoluciones') // true
 * @example looksLikeHeading('Horario: de 9 a 14') // false
 */
export function looksLikeHeading(line: string): boolean {
  const text = line.trim();
  if (text.length < 2 || text.length > MAX_HEADING_LENGTH || LIST_ITEM.test(text)) return false;
  if (text.split(/\s+/).length > MAX_HEADING_WORDS || /[.,;!?…]$/u.test(text) || /:\s*\S/u.test(text))
    return false;
  return /^[\p{Lu}\d¿¡«"“]/u.test(text) && /\p{L}/u.test(text);
}

function readBlock(lines: readonly string[]): TextBlock[] {
  const first = lines[0] ?? '';
  const atx = ATX_HEADING.exec(first);
  if (atx && lines.length === 1 && (atx[2] ?? '').trim() !== '') {
    return [{ kind: 'heading', level: (atx[1] ?? '#').length, text: (atx[2] ?? '').trim() }];
  }
  if (
    QUESTION_LINE.test(first.trim()) &&
    first.trim().length <= MAX_QUESTION_LENGTH &&
    !LIST_ITEM.test(first)
  ) {
    const rest = lines.slice(1).join('\n').trim();
    const question: TextBlock = { kind: 'question', text: first.trim() };
    return rest === '' ? [question] : [question, { kind: 'paragraph', text: rest }];
  }
  if (lines.length === 1) {
    const bold = BOLD_LINE.exec(first);
    if (bold) return [{ kind: 'heading', level: PLAIN_HEADING_LEVEL, text: (bold[2] ?? '').trim() }];
    if (looksLikeHeading(first)) return [{ kind: 'heading', level: PLAIN_HEADING_LEVEL, text: first.trim() }];
  }
  return [{ kind: 'paragraph', text: lines.join('\n').trim() }];
}

/** Whether a heading (or question) heads at least one paragraph before the next one of its rank. */
function coversContent(blocks: readonly TextBlock[], index: number): boolean {
  const own = blocks[index];
  for (let i = index + 1; i < blocks.length; i += 1) {
    const block = blocks[i]!;
    if (block.kind === 'paragraph') return true;
    if (own?.kind === 'question') return false;
    if (block.kind === 'heading' && own?.kind === 'heading' && block.level <= own.level) return false;
  }
  return false;
}

/**
 * The blocks of a plain-text or markdown body, in order: markdown `#` headings, bold or short
 * standalone lines as plain headings, a question line opening a block as a question, the rest as
 * paragraphs (blank lines separate them). A heading or question that heads no paragraph becomes a
 * paragraph itself, so no text is lost.
 *
 * @example readTextBlocks('# Envíos\nA toda España.').map((block) => block.kind) // ['heading', 'paragraph']
 */
export function readTextBlocks(body: string): TextBlock[] {
  const raw: string[][] = [];
  let current: string[] = [];
  for (const line of body.split(/\r\n|\r|\n/)) {
    const heading = ATX_HEADING.test(line);
    if (line.trim() === '' || heading) {
      if (current.length > 0) raw.push(current);
      current = [];
      if (heading) raw.push([line]);
    } else {
      current.push(line);
    }
  }
  if (current.length > 0) raw.push(current);
  const blocks = raw.flatMap(readBlock);
  return blocks.map((block, index) =>
    block.kind === 'paragraph' || coversContent(blocks, index)
      ? block
      : { kind: 'paragraph', text: block.text },
  );
}
