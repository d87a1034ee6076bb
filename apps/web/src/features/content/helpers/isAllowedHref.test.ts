import { describe, expect, it } from 'vitest';
import { isAllowedHref, isExternalHref } from './isAllowedHref';

describe('isAllowedHref', () => {
  it('keeps same-site paths and https links', () => {
    expect(isAllowedHref('/blog/primer-bot')).toBe(true);
    expect(isAllowedHref('#preguntas')).toBe(true);
    expect(isAllowedHref('https://example.com/a')).toBe(true);
  });

  it('refuses other schemes and protocol-relative links', () => {
    expect(isAllowedHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedHref('http://example.com')).toBe(false);
    expect(isAllowedHref('//evil.example')).toBe(false);
    expect(isAllowedHref('/\\evil.example')).toBe(false);
    expect(isAllowedHref('mailto:a@b.c')).toBe(false);
    expect(isAllowedHref('data:text/html,x')).toBe(false);
  });

  it('tells external links apart', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('/faq')).toBe(false);
  });
});
