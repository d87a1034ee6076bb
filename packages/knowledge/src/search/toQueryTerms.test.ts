import { describe, expect, it } from 'vitest';
import { splitIntoPassages } from '../passages/splitIntoPassages';
import { SAMPLE_SOURCES } from '../testing/sampleSources';
import { createMemoryIndex } from './createMemoryIndex';
import { toQueryTerms } from './toQueryTerms';

const vocabulary = createMemoryIndex(
  SAMPLE_SOURCES.flatMap((source) => splitIntoPassages(source)),
).vocabulary();
const terms = (question: string) => toQueryTerms(question, vocabulary).terms;

describe('toQueryTerms', () => {
  it('detects the language and gives each term once', () => {
    const query = toQueryTerms('¿Abren el domingo? ¿abren?');
    expect(query.language).toBe('es');
    expect(query.terms.map((term) => term.term)).toEqual(['horari', 'doming']);
    expect(toQueryTerms('Do you deliver to hotels?').language).toBe('en');
  });

  it('corrects typos against the vocabulary, with a lower weight', () => {
    expect(terms('tienen pan sin gluten').map((term) => term.source)).toEqual(['word', 'word']);
    expect(terms('horneais croisants?').find((term) => term.surface === 'croisants')).toEqual({
      term: 'croissant',
      weight: 0.6,
      surface: 'croisants',
      source: 'typo',
    });
    expect(terms('croisant').find((term) => term.surface === 'croisant')?.weight).toBe(0.8);
  });

  it('never corrects a word the bot has, nor a known word it lacks', () => {
    expect(terms('pan').map((term) => term.source)).toEqual(['word']);
    expect(terms('jubilados')).toEqual([
      { term: 'jubil', weight: 1, surface: 'jubilados', source: 'synonym' },
    ]);
  });

  it('tries the other language before correcting', () => {
    expect(terms('hotels')).toEqual([{ term: 'hotel', weight: 1, surface: 'hotels', source: 'language' }]);
  });

  it('keeps unknown words, without vocabulary as well', () => {
    expect(terms('perfumes').map((term) => term.term)).toEqual(['perfum']);
    expect(toQueryTerms('enbio').terms).toEqual([
      { term: 'enbi', weight: 1, surface: 'enbio', source: 'word' },
    ]);
  });

  it('drops the words the bot does not know that sound like Spanish stop words', () => {
    expect(terms('kiero pan sin gluten, kuanto kuesta?').map((term) => term.surface)).toEqual([
      'pan',
      'gluten',
      'kuesta',
    ]);
    // Without the bot's words, nothing is known to drop.
    expect(toQueryTerms('kuanto pan').terms.map((term) => term.surface)).toEqual(['kuanto', 'pan']);
  });

  it('gives no term for an empty or stop-word-only question', () => {
    expect(toQueryTerms('').terms).toEqual([]);
    expect(toQueryTerms('¿y eso qué es?').terms).toEqual([]);
  });
});
