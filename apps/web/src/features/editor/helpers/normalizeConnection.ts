import { type Connection, sanitizeEdge } from '@plubot/flow';

/**
 * The connection as it would be stored: handle names that stand for a node's default handle
 * ('output', 'default', empty …) become null, exactly as `createEdge` strips them. Checking this
 * form lets the duplicate rule see an existing edge that was stored without handles.
 *
 * @example normalizeConnection({ source: 'a', target: 'b', sourceHandle: 'output' }).sourceHandle // null
 */
export function normalizeConnection(connection: Connection): Connection {
  const { edge } = sanitizeEdge({
    id: 'connection',
    source: connection.source ?? '',
    target: connection.target ?? '',
    sourceHandle: connection.sourceHandle ?? null,
    targetHandle: connection.targetHandle ?? null,
  });
  return {
    source: connection.source,
    target: connection.target,
    sourceHandle: edge.sourceHandle ?? null,
    targetHandle: edge.targetHandle ?? null,
  };
}
