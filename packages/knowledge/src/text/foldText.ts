const LIGATURES: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};
const LIGATURE = /[ßæœøđðłþı]/g;
const MARKS = /\p{M}+/gu;
const NON_ASCII = /[^\p{ASCII}]/u;
const APOSTROPHE = /['’‘`´]/;
/** An apostrophe inside a word ("don't", "d’Ors") is dropped so the word stays whole. */
const INNER_APOSTROPHE = /(?<=[\p{L}\p{N}])['’‘`´](?=[\p{L}\p{N}])/gu;
const NOT_WORD = /[^\p{L}\p{Nd}]+/gu;
const NOT_ASCII_WORD = /[^a-z0-9]+/g;

/**
 * The searchable form of a text: lower case, accents and diacritics folded (á→a, ñ→n, ü→u, ç→c),
 * apostrophes inside words dropped, every other punctuation or symbol turned into one space, digits
 * kept, no leading or trailing space. Idempotent.
 *
 * @example foldText('¿Cuánto cuesta el envío a Ñuñoa?') // 'cuanto cuesta el envio a nunoa'
 */
export function foldText(text: string): string {
  let folded = text.normalize('NFKD').toLowerCase();
  if (NON_ASCII.test(folded)) {
    // Decomposing again after lower-casing and ligatures keeps the result stable (idempotent).
    folded = folded
      .replace(MARKS, '')
      .replace(LIGATURE, (char) => LIGATURES[char] ?? char)
      .normalize('NFKD')
      .toLowerCase()
      .replace(MARKS, '');
  }
  if (APOSTROPHE.test(folded)) folded = folded.replace(INNER_APOSTROPHE, '');
  return (
    NON_ASCII.test(folded) ? folded.replace(NOT_WORD, ' ') : folded.replace(NOT_ASCII_WORD, ' ')
  ).trim();
}
