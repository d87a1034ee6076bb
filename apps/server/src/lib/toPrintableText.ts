/**
 * Stored text made safe to print on an operator's terminal: no character of it can move the
 * cursor, clear the screen, set the window title, ring the bell or reorder what follows. C0 controls
 * and DEL are shown as their Control Pictures (ESC → `␛`, so `\x1b[2J` prints as the inert `␛[2J`),
 * line breaks as `␊`, tabs as a space, and C1 controls (the one-byte CSI `\x9b` …) and format
 * characters such as bidirectional overrides as `<U+202E>`. Zero-width joiners stay, for emoji.
 * @example toPrintableText('Hola\x1b[31m rojo\nadiós') // 'Hola␛[31m rojo␊adiós'
 */
export function toPrintableText(text: string): string {
  return text.replace(UNPRINTABLE, showCharacter);
}

const UNPRINTABLE = /\r\n|[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const LINE_BREAKS = new Set(['\r\n', '\n', '\r', '\u2028', '\u2029']);
const JOINERS = new Set(['\u200C', '\u200D']);
const CONTROL_PICTURES_START = 0x2400;
const DELETE = 0x7f;

function showCharacter(character: string): string {
  if (LINE_BREAKS.has(character)) return '␊';
  if (character === '\t') return ' ';
  if (JOINERS.has(character)) return character;
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20) return String.fromCodePoint(CONTROL_PICTURES_START + code);
  if (code === DELETE) return '␡';
  return `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`;
}
