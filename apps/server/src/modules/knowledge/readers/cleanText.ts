/** C0 controls but tab and line feed, DEL, C1 controls, and characters that only mark up text. */
const INVISIBLE = /(?![\t\n])\p{Cc}|[\u00AD\u200B\u2060\uFEFF]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;

/**
 * Extracted text made storable and plain: line breaks as `\n`, no NUL or other control
 * character (PostgreSQL cannot store U+0000), no soft hyphen or zero-width mark, half surrogate
 * pairs replaced by U+FFFD, and composed (NFC) so the same word always has the same code points.
 * @example toStorableText('Ma\u0301s\r\nte\u00ADxto\u0000') // 'Más\ntexto'
 */
export function toStorableText(text: string): string {
  return text
    .replace(LINE_BREAKS, '\n')
    .replace(INVISIBLE, '')
    .replace(LONE_SURROGATE, '\uFFFD')
    .normalize('NFC');
}

/**
 * One line of text: storable, every run of white space (line breaks and no-break spaces too)
 * as one space, trimmed.
 * @example toInlineText('  Hola\n\u00A0 mundo\t') // 'Hola mundo'
 */
export function toInlineText(text: string): string {
  return toStorableText(text).replace(/\s+/g, ' ').trim();
}

/**
 * Text that keeps its lines: storable, each line's white space collapsed and trimmed, runs of
 * blank lines as one, no blank line at either end.
 * @example toMultilineText(' a  b \n\n\n c ') // 'a b\n\nc'
 */
export function toMultilineText(text: string): string {
  return toStorableText(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
