import { describe, expect, it } from 'vitest';
import { BYTE_MOODS, getByteMoodLook, isByteMood, toByteMood } from './byteMood';

describe('byteMood', () => {
  it('gives every mood its own face, emoji and a theme colour', () => {
    const looks = BYTE_MOODS.map(getByteMoodLook);
    expect(new Set(looks.map((look) => look.face)).size).toBe(BYTE_MOODS.length);
    expect(new Set(looks.map((look) => look.emoji)).size).toBe(BYTE_MOODS.length);
    for (const look of looks) expect(look.color).toMatch(/^var\(--color-[a-z-]+\)$/);
  });

  it('maps sad to the danger colour and happy to the success colour', () => {
    expect(getByteMoodLook('sad').color).toBe('var(--color-danger)');
    expect(getByteMoodLook('happy').color).toBe('var(--color-success)');
    expect(getByteMoodLook('warning').color).toBe('var(--color-warning)');
  });

  it('accepts the five server sentiments and falls back to normal for anything else', () => {
    for (const mood of BYTE_MOODS) {
      expect(isByteMood(mood)).toBe(true);
      expect(toByteMood(mood)).toBe(mood);
    }
    expect(isByteMood('angry')).toBe(false);
    expect(toByteMood('angry')).toBe('normal');
    expect(toByteMood(undefined)).toBe('normal');
    expect(toByteMood(3)).toBe('normal');
  });
});
