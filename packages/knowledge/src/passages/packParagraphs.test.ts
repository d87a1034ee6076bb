import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packParagraphs, splitLongParagraph } from './packParagraphs';

const squeeze = (text: string): string => text.replace(/\s+/gu, '');

describe('packParagraphs', () => {
  it('joins short paragraphs until the minimum and starts a new passage after it', () => {
    const short = 'Frase corta de ejemplo.';
    const long = 'x'.repeat(350);
    expect(packParagraphs([short, short, long, short], { minChars: 300, maxChars: 800 })).toEqual([
      `${short}\n\n${short}\n\n${long}`,
      short,
    ]);
  });

  it('cuts a long paragraph into whole sentences of similar length', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Esta es la frase número ${i} del párrafo.`).join(' ');
    const pieces = splitLongParagraph(text, 800);
    expect(pieces.length).toBe(Math.ceil(text.length / 800));
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(800);
      expect(piece).toMatch(/^Esta .*párrafo\.$/u);
    }
  });

  it('cuts text without punctuation at words', () => {
    const text = Array.from({ length: 2000 }, (_, i) => `palabra${i}`).join(' ');
    const pieces = packParagraphs([text]);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(800);
      expect(piece).toMatch(/^palabra\d+( palabra\d+)*$/u);
    }
    expect(pieces.join(' ')).toBe(text);
  });

  it('never loses nor duplicates a character other than whitespace, and respects the maximum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 1200 }), { maxLength: 6 }),
        fc.integer({ min: 20, max: 900 }),
        (paragraphs, max) => {
          const passages = packParagraphs(paragraphs, { minChars: Math.floor(max / 3), maxChars: max });
          expect(squeeze(passages.join(''))).toBe(squeeze(paragraphs.join('')));
          for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(max);
        },
      ),
      { numRuns: 300 },
    );
  });
});
