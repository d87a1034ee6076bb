import { describe, expect, it } from 'vitest';
import { stemWord } from './stemWord';

describe('stemWord', () => {
  it('uses the stemmer of the language', () => {
    expect(stemWord('envios', 'es')).toBe('envi');
    expect(stemWord('shipping', 'en')).toBe('ship');
  });

  it('keeps words with digits and very long words as they are', () => {
    expect(stemWord('24h', 'es')).toBe('24h');
    expect(stemWord('a'.repeat(31), 'es')).toBe('a'.repeat(31));
  });
});
