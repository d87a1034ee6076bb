import { describe, expect, it } from 'vitest';
import { splitIntoPassages } from '../passages/splitIntoPassages';
import { SAMPLE_SOURCES } from '../testing/sampleSources';
import { createMemoryIndex } from './createMemoryIndex';
import { INDEX_FIELDS } from './searchTypes';

const passages = SAMPLE_SOURCES.flatMap((source) => splitIntoPassages(source));
const index = createMemoryIndex(passages);

describe('createMemoryIndex', () => {
  it('proposes exactly the passages sharing a term', () => {
    const ids = index.candidates(['pan', 'glut']).map((candidate) => candidate.passage.id);
    const expected = index.entries
      .filter((entry) =>
        INDEX_FIELDS.some((field) => entry.terms[field].some((t) => t === 'pan' || t === 'glut')),
      )
      .map((entry) => entry.passage.id);
    expect(ids.sort()).toEqual(expected.sort());
    expect(index.candidates(['nada'])).toEqual([]);
  });

  it('keeps the most promising candidates when over the limit', () => {
    const all = index.candidates(['pan', 'glut', 'tarjet']);
    const limited = index.candidates(['pan', 'glut', 'tarjet'], 1);
    expect(all.length).toBeGreaterThan(1);
    expect(limited.map((candidate) => candidate.passage.id)).toEqual(['faq:2']);
  });

  it('computes statistics and vocabulary once for all passages', () => {
    expect(index.stats().passageCount).toBe(passages.length);
    expect(index.stats(['pan'])).toBe(index.stats());
    expect(index.vocabulary()).toBe(index.vocabulary());
    expect(index.vocabulary().terms.get('pan')).toBe(index.stats().documentFrequency('pan'));
  });

  it('works with no passage', () => {
    const empty = createMemoryIndex([]);
    expect(empty.candidates(['pan'])).toEqual([]);
    expect(empty.stats().passageCount).toBe(0);
  });
});
