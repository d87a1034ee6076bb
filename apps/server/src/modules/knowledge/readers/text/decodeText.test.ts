import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText, decodeWindows1252 } from './decodeText';

/** Windows-1252 bytes for text that only holds characters of that code page. */
function encodeWindows1252(text: string): Uint8Array {
  const high = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
  return Uint8Array.from(
    [...text].map((char) => (high.includes(char) ? 0x80 + high.indexOf(char) : char.charCodeAt(0))),
  );
}

describe('decodeText', () => {
  it('strips a UTF-8 byte order mark and reads UTF-16 with its mark', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('¿Qué tal?')]))).toBe(
      '¿Qué tal?',
    );
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0xf1, 0x00]))).toBe('añ');
    expect(decodeText(new Uint8Array([0xfe, 0xff, 0x00, 0x61, 0x00, 0xf1]))).toBe('añ');
  });

  it('reads invalid UTF-8 as windows-1252, curly quotes and euro sign included', () => {
    const bytes = encodeWindows1252('“Precio”: 5 € — Ñandú, pingüino');
    expect(decodeText(bytes)).toBe('“Precio”: 5 € — Ñandú, pingüino');
  });

  it('decodes every byte as the WHATWG windows-1252 table does', () => {
    const bytes = Uint8Array.from([0x80, 0x85, 0x8a, 0x91, 0x93, 0x96, 0x99, 0x9f, 0xa0, 0xbf, 0xd1, 0xff]);
    expect(decodeWindows1252(bytes)).toBe('€…Š‘“–™Ÿ\u00A0¿Ñÿ');
    expect(decodeWindows1252(new Uint8Array(20_000).fill(0x41))).toBe('A'.repeat(20_000));
  });

  it('reads back any UTF-8 text exactly', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!text.startsWith('\uFEFF'));
        expect(decodeText(new TextEncoder().encode(text))).toBe(text);
      }),
    );
  });

  it('reads back Spanish windows-1252 text that is not valid UTF-8', () => {
    const char = fc.constantFrom(...'abcdeñÑáéíóúÁÉÍÓÚüÜ¿¡€“”«» 0123456789.,;'.split(''));
    fc.assert(
      fc.property(
        fc.array(char, { minLength: 1, maxLength: 40 }),
        fc.constantFrom('ñ', 'é', '€'),
        (chars, accent) => {
          const text = `${chars.join('')}${accent}x`;
          const bytes = encodeWindows1252(text);
          fc.pre(!isUtf8(bytes));
          expect(decodeText(bytes)).toBe(text);
        },
      ),
    );
  });
});
