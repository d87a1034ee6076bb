import { describe, expect, it } from 'vitest';
import { getContentLanguage } from './contentLanguage';

describe('getContentLanguage', () => {
  it('maps en… to English and everything else to Spanish', () => {
    expect(getContentLanguage('en')).toBe('en');
    expect(getContentLanguage('en-US')).toBe('en');
    expect(getContentLanguage('es-MX')).toBe('es');
    expect(getContentLanguage('fr')).toBe('es');
    expect(getContentLanguage(undefined)).toBe('es');
  });
});
