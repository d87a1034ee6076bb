import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacter } from './hasInvisibleCharacter';

const BIDI_CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];
const OTHER_INVISIBLES = [
  '\u200B',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u180E',
  '\u3164',
  '\u115F',
  '\u2028',
  '\t',
  '\n',
];
const plainName = fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúñÑ0-9 _-]{0,20}$/);

describe('hasInvisibleCharacter', () => {
  it.each([
    'Ana',
    'José Ñandú',
    'محمد\u200Cرضا', // Persian: a zero-width non-joiner between letters
    'Ana 👩\u200D💻', // an emoji sequence joined by a zero-width joiner
    '❤\uFE0F Luna',
    'Gol \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}', // Scotland's flag
    '李小龍',
    'Zoë',
  ])('lets %j through', (text) => {
    expect(hasInvisibleCharacter(text)).toBe(false);
  });

  it.each([
    ['a right-to-left override', 'Ana\u202Emoc.live'],
    ['a joiner at the end', 'Ana\u200D'],
    ['a joiner beside a space', 'Ana \u200Dx'],
    ['two joiners in a row', 'A\u200D\u200Db'],
    ['a lone tag character', 'Ana\u{E0041}'],
    ['a lone surrogate', 'Ana\uD800'],
  ])('refuses %s', (_, text) => {
    expect(hasInvisibleCharacter(text)).toBe(true);
  });

  it('refuses every bidirectional control and invisible format character anywhere in a name', () => {
    fc.assert(
      fc.property(
        plainName,
        fc.constantFrom(...BIDI_CONTROLS, ...OTHER_INVISIBLES),
        plainName,
        (a, hidden, b) => {
          expect(hasInvisibleCharacter(`${a}${hidden}${b}`)).toBe(true);
        },
      ),
    );
  });

  it('lets every plain name through', () => {
    fc.assert(
      fc.property(plainName, (name) => {
        expect(hasInvisibleCharacter(name)).toBe(false);
      }),
    );
  });
});
