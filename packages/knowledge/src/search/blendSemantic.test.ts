import { describe, expect, it } from 'vitest';
import type { Passage } from '../passages/passageTypes';
import { splitIntoPassages } from '../passages/splitIntoPassages';
import { SAMPLE_SOURCES } from '../testing/sampleSources';
import { blendSemantic, semanticConfidence } from './blendSemantic';
import { createMemoryIndex } from './createMemoryIndex';
import { CONFIDENT_SCORE } from './rankPassages';
import { searchKnowledge } from './searchKnowledge';
import type { KnowledgeIndex, RankedPassage } from './searchTypes';

const passage = (id: string): Passage => ({
  id,
  sourceId: 's',
  position: 0,
  kind: 'text',
  title: 'T',
  headings: [],
  text: id,
  language: 'es',
});
const ranked = (id: string, confidence: number, score = confidence): RankedPassage => ({
  passage: passage(id),
  score,
  confidence,
  coverage: confidence,
  questionSimilarity: 0,
  matchedTerms: ['x'],
});
const similar = (id: string, similarity: number) => ({
  passage: passage(id),
  terms: { title: [], question: [], body: [] },
  similarity,
});

describe('semanticConfidence', () => {
  it('is 0 up to half the confident similarity, CONFIDENT_SCORE at it, 1 at most', () => {
    expect(semanticConfidence(0.2, 0.6)).toBe(0);
    expect(semanticConfidence(0.3, 0.6)).toBe(0);
    expect(semanticConfidence(0.6, 0.6)).toBeCloseTo(CONFIDENT_SCORE);
    expect(semanticConfidence(0.99, 0.6)).toBe(1);
  });
});

describe('blendSemantic', () => {
  it('keeps the ranking by words when nothing was found by meaning', () => {
    const lexical = [ranked('a', 0.9), ranked('b', 0.4)];
    expect(blendSemantic(lexical, [])).toEqual(lexical);
  });

  it('lets a passage found by meaning alone lead when it is surer than any word match', () => {
    const blended = blendSemantic([ranked('a', 0.3)], [similar('b', 0.8), similar('a', 0.1)], 0.6);
    expect(blended.map((result) => result.passage.id)).toEqual(['b', 'a']);
    expect(blended[0]).toMatchObject({ score: 0, matchedTerms: [], similarity: 0.8 });
    expect(blended[0]?.confidence).toBeGreaterThan(CONFIDENT_SCORE);
    expect(blended[1]).toMatchObject({ confidence: 0.3, similarity: 0.1 });
  });

  it('puts the passage both agree on first among equally sure ones', () => {
    const blended = blendSemantic([ranked('a', 0.7, 5), ranked('b', 0.7, 9)], [similar('a', 0.6)], 0.6);
    expect(blended.map((result) => result.passage.id)).toEqual(['a', 'b']);
  });
});

describe('searchKnowledge with an index that finds by meaning', () => {
  const memory = createMemoryIndex(SAMPLE_SOURCES.flatMap((source) => splitIntoPassages(source)));
  const delivery = memory.entries.find((entry) => entry.passage.question === '¿Hacen envíos a domicilio?');
  const withMeaning = (similarity: number): KnowledgeIndex => ({
    vocabulary: () => memory.vocabulary(),
    candidates: (terms, limit) => memory.candidates(terms, limit),
    stats: () => memory.stats(),
    similar: () => (delivery ? [{ ...delivery, similarity }] : []),
  });

  it('answers a question sharing no word with its answer when the meaning is close', async () => {
    const question = '¿lo acercan hasta mi puerta?';
    expect((await searchKnowledge(memory, question)).confident).toBe(false);
    const result = await searchKnowledge(withMeaning(0.82), question);
    expect(result.confident).toBe(true);
    expect(result.results[0]?.passage.question).toBe('¿Hacen envíos a domicilio?');
    expect(result.answer).toBeTruthy();
  });

  it('still does not know when the meaning is far', async () => {
    expect((await searchKnowledge(withMeaning(0.2), '¿lo acercan hasta mi puerta?')).confident).toBe(false);
  });

  it('searches by meaning even when the question has no searchable word', async () => {
    const result = await searchKnowledge(withMeaning(0.9), '¿y eso?');
    expect(result.results[0]?.passage.id).toBe(delivery?.passage.id);
  });
});
