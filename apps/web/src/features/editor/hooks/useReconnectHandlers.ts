import type { Connection, Edge } from '@xyflow/react';
import { useCallback, useRef } from 'react';
import { useEditorStoreApi } from '../stores/EditorStoreContext';

/**
 * Edge reconnection (spec §4): while an edge end is dragged, the edge being moved does not count as
 * a duplicate of itself; dropping it on an allowed handle replaces it with
 * `e-{source}-{target}-{timestamp}`, and only a failed reconnect removes the old edge.
 */
export function useReconnectHandlers() {
  const store = useEditorStoreApi();
  const reconnecting = useRef<{ edgeId: string; done: boolean } | null>(null);

  const onReconnectStart = useCallback((_event: unknown, edge: Edge) => {
    reconnecting.current = { edgeId: edge.id, done: false };
  }, []);

  const onReconnect = useCallback(
    (oldEdge: Edge, connection: Connection) => {
      const done = store.getState().reconnectEdge(oldEdge.id, connection);
      if (reconnecting.current) reconnecting.current.done = done;
    },
    [store],
  );

  const onReconnectEnd = useCallback(
    (_event: unknown, edge: Edge) => {
      const attempt = reconnecting.current;
      reconnecting.current = null;
      if (!attempt?.done) store.getState().deleteElements({ edgeIds: [edge.id] });
    },
    [store],
  );

  /** The id of the edge whose end is being dragged, if any. */
  const getReconnectingEdgeId = useCallback(() => reconnecting.current?.edgeId ?? null, []);

  return { getReconnectingEdgeId, onReconnectStart, onReconnect, onReconnectEnd };
}
