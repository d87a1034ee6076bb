import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitIntoPassages } from '../passages/splitIntoPassages';
import { SAMPLE_SOURCES } from '../testing/sampleSources';
import { createMemoryIndex } from './createMemoryIndex';
import { CONFIDENT_SCORE, inverseDocumentFrequency, rankPassages } from './rankPassages';
import { toQueryTerms } from './toQueryTerms';

const index = createMemoryIndex(SAMPLE_SOURCES.flatMap((source) => splitIntoPassages(source)));
const rank = (question: string) => {
  const query = toQueryTerms(question, index.vocabulary());
  return rankPassages(query, index.candidates(query.terms.map((term) => term.term)), index.stats());
};

describe('rankPassages', () => {
  it('ranks the passage that answers first, confidently', () => {
    const [best] = rank('a que hora abren los domingos?');
    expect(best?.passage.id).toBe('faq:1');
    expect(best?.confidence).toBeGreaterThanOrEqual(CONFIDENT_SCORE);
    expect(rank('donde estan ubicados')[0]?.passage.headings).toEqual(['Dónde estamos']);
    expect(rank('precio de una tarta de cumpleaños')[0]?.passage.headings).toEqual(['Tartas por encargo']);
  });

  it('ranks a FAQ whose question matches the visitor’s first', () => {
    const [best] = rank('hacen envios a domicilio?');
    expect(best?.passage.id).toBe('faq:0');
    expect(best?.questionSimilarity).toBe(1);
  });

  it('answers an English question from the English passage', () => {
    expect(rank('can you deliver to my hotel?')[0]?.passage.id).toBe('faq:4');
  });

  it('counts a typo-corrected word less in the confidence than the same word typed right', () => {
    const query = toQueryTerms('pan sin gluten', index.vocabulary());
    const guessed = {
      ...query,
      terms: query.terms.map((term) => ({ ...term, weight: 0.8, source: 'typo' as const })),
    };
    const candidates = index.candidates(query.terms.map((term) => term.term));
    const [typed] = rankPassages(query, candidates, index.stats());
    const [corrected] = rankPassages(guessed, candidates, index.stats());
    expect(corrected?.passage.id).toBe(typed?.passage.id);
    expect(corrected!.coverage).toBeCloseTo(typed!.coverage * 0.8 * 0.5);
  });

  it('is not confident for a question the passages do not answer', () => {
    const [best] = rank('venden tarjetas regalo?');
    expect(best === undefined || best.confidence < CONFIDENT_SCORE).toBe(true);
    expect(rank('perfumes')).toEqual([]);
  });

  it('gives the same ranking whatever the order of the candidates, with scores and confidences in range', () => {
    const questions = [
      'pan sin gluten',
      'tarta cumpleaños precio',
      'pagar con tarjeta',
      'horario',
      'envio gratis',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...questions), fc.infiniteStream(fc.nat()), (question, noise) => {
        const query = toQueryTerms(question, index.vocabulary());
        const candidates = index.candidates(query.terms.map((term) => term.term));
        const keys = candidates.map(() => noise.next().value);
        const shuffled = candidates
          .map((candidate, i) => ({ candidate, key: keys[i] ?? 0 }))
          .sort((a, b) => a.key - b.key)
          .map(({ candidate }) => candidate);
        const ranked = rankPassages(query, candidates, index.stats());
        expect(rankPassages(query, shuffled, index.stats())).toEqual(ranked);
        expect(rankPassages(query, [...shuffled, ...shuffled], index.stats())).toEqual(ranked);
        for (const result of ranked) {
          for (const value of [result.confidence, result.coverage, result.questionSimilarity]) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(1);
          }
          expect(result.score).toBeGreaterThan(0);
        }
        for (let i = 1; i < ranked.length; i += 1) {
          expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(ranked[i]!.score);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('keeps confidences in [0, 1] for any question', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (question) => {
        for (const result of rank(question)) {
          expect(result.confidence).toBeGreaterThanOrEqual(0);
          expect(result.confidence).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('inverseDocumentFrequency', () => {
  it('is positive and falls as more passages hold the term', () => {
    expect(inverseDocumentFrequency(0, 10)).toBeGreaterThan(inverseDocumentFrequency(1, 10));
    expect(inverseDocumentFrequency(10, 10)).toBeGreaterThan(0);
  });
});
