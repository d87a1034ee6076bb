import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toInlineText, toMultilineText, toStorableText } from './cleanText';

const CONTROL = /(?![\t\n])\p{Cc}/u;
const HALF_PAIR = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('cleanText', () => {
  it('keeps accents, emoji and line breaks and drops controls', () => {
    expect(toStorableText('Ma\u0301s\r\nte\u00ADxto\u0000 👩\u200D💻\rfin')).toBe(
      'Más\ntexto 👩\u200D💻\nfin',
    );
    expect(toStorableText('a\uD800b')).toBe('a\uFFFDb');
  });

  it('collapses white space on one line or per line', () => {
    expect(toInlineText('  Hola\n\u00A0 mundo\t')).toBe('Hola mundo');
    expect(toMultilineText(' a  b \n\n\n\n c \n')).toBe('a b\n\nc');
  });

  it('never leaves a control character or half a surrogate pair, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        for (const clean of [toStorableText(text), toInlineText(text), toMultilineText(text)]) {
          expect(CONTROL.test(clean) || HALF_PAIR.test(clean)).toBe(false);
        }
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(toStorableText(toStorableText(text))).toBe(toStorableText(text));
        expect(toMultilineText(toMultilineText(text))).toBe(toMultilineText(text));
        expect(toInlineText(toInlineText(text))).toBe(toInlineText(text));
      }),
    );
  });
});
