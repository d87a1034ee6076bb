import type { KnowledgeSource } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { findFinishedSources, removeSource, sourceVersion, upsertSource } from './sourcesCache';

const source = (id: string, fields: Partial<KnowledgeSource> = {}): KnowledgeSource => ({
  id,
  kind: 'faq',
  title: `Fuente ${id}`,
  status: 'ready',
  error: null,
  passageCount: 2,
  progress: null,
  url: null,
  fileName: null,
  byteSize: 120,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
  ...fields,
});

const usage = { sources: 2, bytes: 240, maxSources: 20, maxBytes: 2 * 1024 * 1024 };
const list = { success: true as const, sources: [source('b'), source('a')], usage };

describe('upsertSource', () => {
  it('puts a new source first, the list being newest first', () => {
    expect(upsertSource(list, source('c'))?.sources.map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });

  it('replaces a known source where it is', () => {
    const changed = upsertSource(list, source('a', { title: 'Nuevo', status: 'processing' }));
    expect(changed?.sources.map((item) => [item.id, item.title])).toEqual([
      ['b', 'Fuente b'],
      ['a', 'Nuevo'],
    ]);
    expect(changed?.usage).toBe(usage);
  });

  it('leaves a list not read yet alone', () => {
    expect(upsertSource(undefined, source('a'))).toBeUndefined();
  });
});

describe('removeSource', () => {
  it('takes the deleted source out', () => {
    expect(removeSource(list, 'b')?.sources.map((item) => item.id)).toEqual(['a']);
    expect(removeSource(list, 'zzz')?.sources).toHaveLength(2);
  });
});

describe('findFinishedSources', () => {
  it('finds the sources that were processing and are now ready or failed', () => {
    const before = [
      source('a', { status: 'processing' }),
      source('b', { status: 'processing' }),
      source('c'),
    ];
    const after = [source('a'), source('b', { status: 'processing' }), source('c'), source('d')];
    expect(findFinishedSources(before, after).map((item) => item.id)).toEqual(['a']);
    const failed = [source('b', { status: 'error' })];
    expect(findFinishedSources(before, failed).map((item) => item.id)).toEqual(['b']);
  });
});

describe('sourceVersion', () => {
  it('changes when the source is read again or finishes', () => {
    const processing = source('a', { status: 'processing', passageCount: 0 });
    expect(sourceVersion(processing)).not.toBe(sourceVersion(source('a')));
    expect(sourceVersion(source('a'))).toBe(sourceVersion(source('a')));
  });
});
