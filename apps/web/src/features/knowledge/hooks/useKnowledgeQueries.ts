import type { KnowledgeSource } from '@plubot/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  fetchKnowledgeSource,
  fetchKnowledgeSources,
  fetchUnanswered,
  knowledgeSourceKey,
  knowledgeSourcesKey,
  unansweredKey,
} from '../helpers/knowledgeApi';
import { getSourcesPollInterval } from '../helpers/sourcePolling';
import { sourceVersion } from '../helpers/sourcesCache';

/** The questions without answer are looked at again this often while the page is open. */
export const UNANSWERED_POLL_MS = 30_000;

/** The bot's sources and usage, read again every 2 s while any source is being processed. */
export function useKnowledgeSources(plubotId: string) {
  return useQuery({
    queryKey: knowledgeSourcesKey(plubotId),
    queryFn: ({ signal }) => fetchKnowledgeSources(plubotId, signal),
    enabled: plubotId !== '',
    refetchInterval: (query) => getSourcesPollInterval(query.state.data?.sources),
  });
}

/**
 * One source's passages, read again whenever the list shows it changed (its version is in the key),
 * the previous passages of the same source kept on screen meanwhile.
 */
export function useKnowledgeSource(plubotId: string, source: KnowledgeSource) {
  return useQuery({
    queryKey: knowledgeSourceKey(plubotId, source.id, sourceVersion(source)),
    queryFn: ({ signal }) => fetchKnowledgeSource(plubotId, source.id, signal),
    placeholderData: (previous) => (previous?.source.id === source.id ? previous : undefined),
  });
}

/** The questions the bot could not answer, grouped; looked at again every 30 s. */
export function useUnanswered(plubotId: string) {
  return useQuery({
    queryKey: unansweredKey(plubotId),
    queryFn: ({ signal }) => fetchUnanswered(plubotId, signal),
    enabled: plubotId !== '',
    refetchInterval: UNANSWERED_POLL_MS,
  });
}
