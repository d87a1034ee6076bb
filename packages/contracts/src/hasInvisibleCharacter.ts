/**
 * Whether `text` holds a character that is invisible or changes how the rest is shown: control
 * characters, line and paragraph separators, bidirectional controls (U+202A–U+202E, U+2066–U+2069,
 * U+200E, U+200F, U+061C: `Ana\u202Emoc.live` shows as `Anaevil.com`) and every other format
 * character (zero-width space, word joiner, BOM, soft hyphen, tags …), and the letters that draw
 * nothing (Hangul fillers, the blank Braille pattern). Zero-width joiners (U+200C, U+200D) stay
 * allowed between two visible characters, where scripts such as Persian and emoji sequences
 * (woman + U+200D + laptop) need them, and so do the tag characters of a subdivision flag (Scotland's).
 * @example hasInvisibleCharacter('Ana 👩\u200D💻') // false
 * @example hasInvisibleCharacter('Ana\u202E') // true
 */
export function hasInvisibleCharacter(text: string): boolean {
  const characters = Array.from(text.replace(FLAG_TAG_SEQUENCE, '\u{1F3F4}'));
  return characters.some((character, index) => {
    if (BLANK_LETTERS.has(character)) return true;
    if (!INVISIBLE.test(character)) return false;
    if (!JOINERS.has(character)) return true;
    return !isVisible(characters[index - 1]) || !isVisible(characters[index + 1]);
  });
}

const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]$/u;
const JOINERS = new Set(['\u200C', '\u200D']);
const BLANK_LETTERS = new Set(['\u115F', '\u1160', '\u3164', '\uFFA0', '\u2800']);
/** A black flag followed by tag letters and the cancel tag: a subdivision flag such as Scotland's. */
const FLAG_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

function isVisible(character: string | undefined): boolean {
  return (
    character !== undefined &&
    !/^\s$/u.test(character) &&
    !INVISIBLE.test(character) &&
    !BLANK_LETTERS.has(character)
  );
}
