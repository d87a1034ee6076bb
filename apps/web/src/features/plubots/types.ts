import type { Plubot } from '@plubot/contracts';

/** The flags a bot carries in the browser while the server may not know it (spec §3, Bot). */
export interface LocalSyncFlags {
  /** The id the bot had while it existed only here; the server remembers it so a resync never duplicates. */
  _localId?: string | null;
  /** Created while the server could not be reached. */
  _offlineCreated?: boolean;
  /** The create request failed on the server's side: it must be sent again. */
  _recoveryPending?: boolean;
  /** Edited here; nothing of it is sent by the sync (spec §4). */
  _pendingChanges?: boolean;
  _synced?: boolean;
  /** ISO time of the last successful sync. */
  _syncedAt?: string;
  /** When it was stored here (ms since epoch). */
  _timestamp?: number;
}

/** A flow graph carried with a bot that must start from it (a template's flow). */
export interface DraftFlow {
  nodes: unknown[];
  edges: unknown[];
}

/**
 * A bot as the browser keeps it: the server's fields where known, plus the local-only flags. While
 * only local, `id` equals `_localId`.
 */
export interface StoredPlubot extends LocalSyncFlags {
  id: string;
  name: string;
  tone: string;
  color: string;
  powers: string[];
  purpose?: string;
  initial_message?: string;
  public_id?: string;
  templateId?: string;
  /** The user the bot belongs to, so a shared browser never syncs it into another account. */
  _ownerId?: string;
  /** The flow it must start from once on the server, when not the initial one. */
  _flow?: DraftFlow;
}

/** A bot of the profile list: from the server, or kept here until it syncs. */
export type PlubotListItem = (Plubot | StoredPlubot) & { isLocal: boolean };
