import { describe, expect, it } from 'vitest';
import { splitIntoPassages } from '../passages/splitIntoPassages';
import { SAMPLE_SOURCES } from '../testing/sampleSources';
import { collectVocabulary } from './collectVocabulary';
import { computeCorpusStats } from './computeCorpusStats';
import { analyzePassage } from './toIndexTerms';

const entries = SAMPLE_SOURCES.flatMap((source) => splitIntoPassages(source)).map(analyzePassage);

describe('collectVocabulary', () => {
  it('counts the passages holding each term and each folded word', () => {
    expect(collectVocabulary([{ terms: { title: ['a'], question: ['a'], body: ['b'] } }]).terms).toEqual(
      new Map([
        ['a', 1],
        ['b', 1],
      ]),
    );
    const vocabulary = collectVocabulary(entries);
    expect(vocabulary.terms.get('envi')).toBe(2);
    expect(vocabulary.words?.get('gluten')).toBe(1);
    expect(vocabulary.words?.has('los')).toBe(false);
    expect(vocabulary.words?.has('30')).toBe(false);
  });
});

describe('computeCorpusStats', () => {
  it('gives the passage count, average field lengths and document frequencies', () => {
    const stats = computeCorpusStats(entries.map((entry) => entry.terms));
    expect(stats.passageCount).toBe(entries.length);
    expect(stats.documentFrequency('envi')).toBe(2);
    expect(stats.documentFrequency('nada')).toBe(0);
    const questions = entries.reduce((sum, entry) => sum + entry.terms.question.length, 0);
    expect(stats.averageFieldLengths.question).toBeCloseTo(questions / entries.length);
  });

  it('is all zeros for no passage', () => {
    expect(computeCorpusStats([])).toMatchObject({
      passageCount: 0,
      averageFieldLengths: { title: 0, question: 0, body: 0 },
    });
  });
});
