import { describe, expect, it } from 'vitest';
import { splitIntoPassages } from '../passages/splitIntoPassages';
import { SAMPLE_SOURCES } from '../testing/sampleSources';
import { createMemoryIndex } from './createMemoryIndex';
import { searchKnowledge } from './searchKnowledge';
import type { KnowledgeIndex } from './searchTypes';

const index = createMemoryIndex(SAMPLE_SOURCES.flatMap((source) => splitIntoPassages(source)));

describe('searchKnowledge', () => {
  it('answers a question it knows with the trimmed passage', async () => {
    const result = await searchKnowledge(index, '¿tienen pan sin gluten?');
    expect(result.confident).toBe(true);
    expect(result.answer).toBe('Sí, horneamos pan sin gluten los martes y los viernes.');
    expect(result.results.length).toBeLessThanOrEqual(3);
  });

  it('says it does not know for an unanswerable or empty question', async () => {
    expect(await searchKnowledge(index, 'venden perfumes?')).toMatchObject({ confident: false, results: [] });
    expect((await searchKnowledge(index, '??')).confident).toBe(false);
    expect((await searchKnowledge(index, 'hola')).answer).toBeUndefined();
  });

  it('works over an asynchronous index, as a server’s would be', async () => {
    const asynchronous: KnowledgeIndex = {
      vocabulary: async () => index.vocabulary(),
      candidates: async (terms, limit) => index.candidates(terms, limit),
      stats: async (terms) => index.stats(terms),
    };
    const direct = await searchKnowledge(index, 'precio tarta de cumpleaños');
    expect(await searchKnowledge(asynchronous, 'precio tarta de cumpleaños')).toEqual(direct);
  });

  it('honours the limit and the threshold', async () => {
    expect((await searchKnowledge(index, 'pan', { limit: 1 })).results).toHaveLength(1);
    expect((await searchKnowledge(index, 'pan sin gluten', { threshold: 1.1 })).confident).toBe(false);
  });
});
