import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeText, textToTerms } from './analyzeText';

describe('analyzeText', () => {
  it('folds, drops stop words, applies phrases and groups, and stems', () => {
    expect(textToTerms('¿Cuánto sale el envío a Chile?', 'es')).toEqual(['preci', 'envi', 'chil']);
    expect(textToTerms('Do you ship to the US?', 'en')).toEqual(['envi', 'eeuu']);
    expect(textToTerms('quiero pedir hora con la dentista', 'es')).toEqual(['cit', 'dentist']);
  });

  it('says which words come from a synonym group', () => {
    expect(analyzeText('abren mañana', 'es')).toEqual([
      { term: 'horari', surface: 'abren', synonym: true },
      { term: 'manan', surface: 'manana', synonym: false },
    ]);
  });

  it('gives nothing for empty or stop-word-only text', () => {
    expect(textToTerms('', 'es')).toEqual([]);
    expect(textToTerms('¿y qué es lo que hay?', 'es')).toEqual([]);
  });

  it('only yields non-empty terms of letters and digits, safe for to_tsvector', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.constantFrom('es', 'en' as const), (text, language) => {
        for (const term of textToTerms(text, language)) expect(term).toMatch(/^[\p{L}\p{Nd}]+$/u);
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(textToTerms(text, 'es')).toEqual(textToTerms(text, 'es'));
      }),
      { numRuns: 200 },
    );
  });
});
