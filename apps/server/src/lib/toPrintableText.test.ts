import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPrintableText } from './toPrintableText';

/** Characters a terminal acts on instead of printing: C0, DEL and C1 controls, and bidi overrides. */
const ACTIVE = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

describe('toPrintableText', () => {
  it.each([
    ['clear screen and colours', '\x1b[2J\x1b[31mrojo\x1b[0m', '␛[2J␛[31mrojo␛[0m'],
    ['a window title (OSC) ended by BEL', '\x1b]0;pwned\x07hola', '␛]0;pwned␇hola'],
    ['the one-byte CSI of C1', 'a\x9b31mb', 'a<U+009B>31mb'],
    ['a carriage return that hides what came before', 'ok\rFALSO', 'ok␊FALSO'],
    ['backspaces and NUL', 'ab\b\b\0', 'ab␈␈␀'],
    ['DEL', 'a\x7f', 'a␡'],
    ['a right-to-left override', 'Ana\u202Emoc.live', 'Ana<U+202E>moc.live'],
  ])('shows %s inertly', (_, text, shown) => {
    expect(toPrintableText(text)).toBe(shown);
  });

  it('keeps line breaks readable and plain text, accents and emoji as they are', () => {
    expect(toPrintableText('Hola:\r\n\nMe encantó 👩\u200D💻\tgracias')).toBe(
      'Hola:␊␊Me encantó 👩\u200D💻 gracias',
    );
  });

  it('never lets a control or bidi character through, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(ACTIVE.test(toPrintableText(text))).toBe(false);
      }),
    );
  });

  it('changes nothing in text without controls', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\p{L}\p{N}\p{P}\p{S} ]*$/u), (text) => {
        expect(toPrintableText(text)).toBe(text);
      }),
    );
  });
});
