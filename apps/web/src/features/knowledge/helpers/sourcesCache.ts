import type { KnowledgeSource, knowledgeSourcesResponseSchema } from '@plubot/contracts';
import type { z } from 'zod';

export type KnowledgeSourcesResponse = z.infer<typeof knowledgeSourcesResponseSchema>;

/**
 * The cached list with a source as the server last answered it: replaced where it is, or first
 * (the list is newest first) when new. Usage is left for the next read of the list.
 */
export function upsertSource(
  list: KnowledgeSourcesResponse | undefined,
  source: KnowledgeSource,
): KnowledgeSourcesResponse | undefined {
  if (!list) return list;
  const known = list.sources.some((item) => item.id === source.id);
  return {
    ...list,
    sources: known
      ? list.sources.map((item) => (item.id === source.id ? source : item))
      : [source, ...list.sources],
  };
}

/** The cached list without a deleted source. */
export function removeSource(
  list: KnowledgeSourcesResponse | undefined,
  sourceId: string,
): KnowledgeSourcesResponse | undefined {
  if (!list) return list;
  return { ...list, sources: list.sources.filter((item) => item.id !== sourceId) };
}

/**
 * The sources that finished since the list was last read (processing then, ready or failed now),
 * for a short announcement to screen readers.
 */
export function findFinishedSources(
  before: readonly Pick<KnowledgeSource, 'id' | 'status'>[],
  after: readonly KnowledgeSource[],
): KnowledgeSource[] {
  const processing = new Set(before.filter((item) => item.status === 'processing').map((item) => item.id));
  return after.filter((item) => processing.has(item.id) && item.status !== 'processing');
}

/** What identifies a source's state: its passages are read again when this changes. */
export const sourceVersion = (source: Pick<KnowledgeSource, 'updatedAt' | 'status' | 'passageCount'>) =>
  `${source.updatedAt}|${source.status}|${source.passageCount}`;
