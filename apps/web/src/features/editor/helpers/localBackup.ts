import { cleanupFlow, getBackupKey, getEmergencyBackupKey, isDeepEqual } from '@plubot/flow';
import type { EditorEdge, EditorNode } from '../types';
import { toEditorEdges, toEditorNodes } from './toFlowGraph';
import { toStoredEdge, toStoredNode } from './toStoredFlow';

/** Unsaved work kept in the browser under `plubot-backup-{plubotId}` (spec §3 "Backups"). */
export interface LocalBackup {
  readonly nodes: EditorNode[];
  readonly edges: EditorEdge[];
  /** When the backup was written (ms since the epoch). */
  readonly timestamp: number;
  /** The server revision the work started from, when known. */
  readonly revision?: number;
  readonly flowName?: string;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Writes the backup and the nodes-only emergency backup. Returns false when the browser refused
 * (storage full or disabled); the editor keeps working either way.
 */
export function writeLocalBackup(storage: KeyValueStorage, plubotId: string, backup: LocalBackup): boolean {
  const nodes = backup.nodes.map(toStoredNode);
  const record = { ...backup, nodes, edges: backup.edges.map(toStoredEdge) };
  let written = true;
  try {
    storage.setItem(getBackupKey(plubotId), JSON.stringify(record));
  } catch {
    written = false;
  }
  try {
    storage.setItem(getEmergencyBackupKey(plubotId), JSON.stringify({ nodes }));
  } catch {
    // The full backup above is the one that matters; the emergency copy is best effort.
  }
  return written;
}

/**
 * Reads the bot's local backup, repaired by the flow's load clean-up. Falls back to the nodes-only
 * emergency backup (timestamp 0) when the full one is missing or unreadable.
 */
export function readLocalBackup(storage: KeyValueStorage, plubotId: string): LocalBackup | undefined {
  const full = parse(storage.getItem(getBackupKey(plubotId)));
  if (full && Array.isArray(full.nodes) && Array.isArray(full.edges)) {
    const { nodes, edges } = cleanupFlow({ nodes: full.nodes, edges: full.edges });
    return {
      nodes: toEditorNodes(nodes),
      edges: toEditorEdges(edges),
      timestamp: typeof full.timestamp === 'number' ? full.timestamp : 0,
      ...(typeof full.revision === 'number' ? { revision: full.revision } : {}),
      ...(typeof full.flowName === 'string' ? { flowName: full.flowName } : {}),
    };
  }
  const emergency = parse(storage.getItem(getEmergencyBackupKey(plubotId)));
  if (emergency && Array.isArray(emergency.nodes) && emergency.nodes.length > 0) {
    const { nodes } = cleanupFlow({ nodes: emergency.nodes, edges: [] });
    return { nodes: toEditorNodes(nodes), edges: [], timestamp: 0 };
  }
  return undefined;
}

/** Removes both backups of the bot (after a successful save, or when the user discards them). */
export function clearLocalBackup(storage: KeyValueStorage, plubotId: string): void {
  try {
    storage.removeItem(getBackupKey(plubotId));
    storage.removeItem(getEmergencyBackupKey(plubotId));
  } catch {
    // Storage disabled: nothing was stored either.
  }
}

/**
 * Whether a backup holds work the server does not have: it is newer than the server's last save
 * (or than the revision it started from) and its nodes or edges differ from the server's.
 */
export function isBackupNewerThanServer(
  backup: LocalBackup,
  server: { nodes: readonly EditorNode[]; edges: readonly EditorEdge[]; revision: number; updatedAt: string },
): boolean {
  const savedAt = Date.parse(server.updatedAt);
  const newer =
    backup.timestamp > (Number.isNaN(savedAt) ? 0 : savedAt) ||
    (backup.revision !== undefined && backup.revision >= server.revision);
  if (!newer) return false;
  return !isSameGraph(backup, server);
}

/** Whether two graphs hold the same stored nodes and edges. */
export function isSameGraph(
  a: { nodes: readonly EditorNode[]; edges: readonly EditorEdge[] },
  b: { nodes: readonly EditorNode[]; edges: readonly EditorEdge[] },
): boolean {
  return (
    a.nodes.length === b.nodes.length &&
    a.edges.length === b.edges.length &&
    isDeepEqual(a.nodes.map(toStoredNode), b.nodes.map(toStoredNode)) &&
    isDeepEqual(a.edges.map(toStoredEdge), b.edges.map(toStoredEdge))
  );
}

function parse(text: string | null): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
