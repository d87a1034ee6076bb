import { describe, expect, it } from 'vitest';
import { getReadableTextColor, isHexColor } from './getReadableTextColor';

describe('getReadableTextColor', () => {
  it('puts dark text on light colours and white text on dark ones', () => {
    expect(getReadableTextColor('#4facfe')).toBe('#06102a');
    expect(getReadableTextColor('#ffffff')).toBe('#06102a');
    expect(getReadableTextColor('#D1D5DB')).toBe('#06102a');
    expect(getReadableTextColor('#1E3A8A')).toBe('#ffffff');
    expect(getReadableTextColor('#000')).toBe('#ffffff');
    expect(getReadableTextColor('#6d28d9')).toBe('#ffffff');
  });

  it('treats anything that is not a hex colour as the brand cyan', () => {
    expect(getReadableTextColor('red')).toBe('#06102a');
    expect(getReadableTextColor('#12345')).toBe('#06102a');
  });
});

describe('isHexColor', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(isHexColor('#abc')).toBe(true);
    expect(isHexColor('#AABBCC')).toBe(true);
    expect(isHexColor('abc')).toBe(false);
    expect(isHexColor('#abcd')).toBe(false);
    expect(isHexColor('url(x)')).toBe(false);
    expect(isHexColor(undefined)).toBe(false);
  });
});
