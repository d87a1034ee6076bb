import { describe, expect, it } from 'vitest';
import { getReadingMinutes } from './readingTime';

describe('getReadingMinutes', () => {
  it('is at least one minute', () => {
    expect(getReadingMinutes('')).toBe(1);
    expect(getReadingMinutes('hola')).toBe(1);
  });

  it('rounds words / 200 up and ignores Markdown symbols', () => {
    expect(getReadingMinutes(Array(200).fill('palabra').join(' '))).toBe(1);
    expect(getReadingMinutes(`## ${Array(201).fill('palabra').join(' ')} - *`)).toBe(2);
  });
});
