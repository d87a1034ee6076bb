import type { ReadonlyFlowGraph } from '../model/flowSchema';
import { type Connection, checkConnection } from './checkConnection';

/**
 * Whether the editor may create this connection (spec §5 "Connections"); pass it to React Flow's
 * `isValidConnection`. Use {@link checkConnection} to learn why one is refused.
 *
 * @example isValidConnection({ source: 'end-1', target: 'message-1' }, flow) // false: end has no outputs
 */
export function isValidConnection(connection: Connection, graph: ReadonlyFlowGraph): boolean {
  return checkConnection(connection, graph).ok;
}
