import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countMessagesBeforeBody, splitChannelText } from './splitChannelText';

describe('splitChannelText', () => {
  it('cuts at a line break or a space in the second half, keeping words whole', () => {
    expect(splitChannelText('uno dos tres', 8)).toEqual(['uno dos', 'tres']);
    expect(splitChannelText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(splitChannelText('   ', 4)).toEqual([]);
    expect(splitChannelText('línea uno\nlínea dos', 12)).toEqual(['línea uno', 'línea dos']);
    expect(splitChannelText('a'.repeat(25), 10)).toEqual(['a'.repeat(10), 'a'.repeat(10), 'a'.repeat(5)]);
  });

  it('never makes a part longer than the limit, and loses no word', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('hola', 'mundo', '😀', '\n', ' '), { maxLength: 80 }),
        fc.integer({ min: 4, max: 30 }),
        (pieces, limit) => {
          const text = pieces.join('');
          const parts = splitChannelText(text, limit);
          for (const part of parts) expect(Array.from(part).length).toBeLessThanOrEqual(limit);
          expect(parts.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
        },
      ),
    );
  });
});

describe('countMessagesBeforeBody', () => {
  it('sends the last part as the body of the interactive message, split again past its limit', () => {
    expect(countMessagesBeforeBody('', 4096, 1024)).toBe(1);
    expect(countMessagesBeforeBody('a'.repeat(1024), 4096, 1024)).toBe(1);
    expect(countMessagesBeforeBody('a'.repeat(2000), 4096, 1024)).toBe(2);
    expect(countMessagesBeforeBody('a'.repeat(5000), 4096, 1024)).toBe(2);
  });
});
