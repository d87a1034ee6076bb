import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchPublishedStatus } from '../../helpers/publishingApi';
import { useEditorStore } from '../../stores/EditorStoreContext';
import type { EditorState } from '../../stores/editorStoreTypes';

const selectPlubotId = (state: EditorState) => state.plubotId;
const selectRevision = (state: EditorState) => state.revision;
const selectLoaded = (state: EditorState) => state.loadState === 'loaded';

/** The query key of a bot's published status (refetched after each save: the revision is in it). */
export const publishedStatusKey = (plubotId: string | null) => ['publishedStatus', plubotId] as const;

/**
 * The live version of the bot being edited and how many changes the saved draft has against it,
 * read again after each save; `refresh` after a publish or a rollback.
 */
export function usePublishedStatus() {
  const plubotId = useEditorStore(selectPlubotId);
  const revision = useEditorStore(selectRevision);
  const loaded = useEditorStore(selectLoaded);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...publishedStatusKey(plubotId), revision],
    queryFn: () => fetchPublishedStatus(plubotId as string),
    enabled: loaded && Boolean(plubotId),
    staleTime: 30_000,
  });
  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: publishedStatusKey(plubotId) }),
    [client, plubotId],
  );
  return { status: query.data ?? null, isError: query.isError, refresh };
}
