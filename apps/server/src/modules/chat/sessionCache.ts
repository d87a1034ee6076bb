import type { StoredHandoffSettings } from '@plubot/contracts';
/** What a reply turn reads of its session, its bot and the bot's owner. */
export interface SessionForTurn {
  turn: number;
  ended: boolean;
  state: unknown;
  flowRevision: number;
  /** The published version the conversation runs on; null for conversations from before publishing. */
  publishedVersion: number | null;
  messageCount: number;
  plubotId: string;
  ownerId: string;
  name: string;
  ownerEmail: string;
  plan: string;
  /** Who opened the conversation (see `chat_sessions.visitor_key`), null for older conversations. */
  visitorKey: string | null;
  /** Opened by the bot's owner, signed in. */
  byOwner: boolean;
  channel: string;
  /** The WhatsApp contact, null on the page and the widget. */
  contact: string | null;
  /** Who answers it (issue #29): the bot, or — waiting for or held by a person — nobody automatic. */
  handoffStatus: 'bot' | 'waiting' | 'person' | 'closed';
  /** The bot's own hand-off settings (its phrases), null for the defaults. */
  handoffSettings?: StoredHandoffSettings | null;
  /** The visitor has written in it (`chat_sessions.engaged`): only then is a wait for a person told. */
  engaged?: boolean;
}

export interface SessionCache {
  get(sessionId: string): SessionForTurn | undefined;
  set(sessionId: string, row: SessionForTurn): void;
  /** Drops a session (a person wrote in it, so the kept row is out of date). */
  forget(sessionId: string): void;
  /** Drops every session of a bot (the bot was deleted or changed hands). */
  forgetBot(plubotId: string): void;
}

export interface SessionCacheOptions {
  /** Off when several server copies share the database (Redis configured): another copy may write. */
  enabled: boolean;
  maxEntries?: number;
  /** How long a cached row is trusted: bounds how late a plan or bot-name change is seen. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The session row a conversation's next turn needs, kept in memory after each turn this process
 * wrote, so a reply reads nothing from the database. It is a copy, never the record: every write
 * still checks the turn it was read at, the entries expire, and a server copy that is not alone
 * (Redis configured) does not cache at all.
 */
export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const maxEntries = options.maxEntries ?? 10_000;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { row: SessionForTurn; expiresAt: number }>();

  return {
    get(sessionId) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      entries.delete(sessionId);
      if (entry.expiresAt <= now()) return undefined;
      return entry.row;
    },
    set(sessionId, row) {
      if (!options.enabled) return;
      entries.delete(sessionId);
      entries.set(sessionId, { row, expiresAt: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    forget(sessionId) {
      entries.delete(sessionId);
    },
    forgetBot(plubotId) {
      for (const [sessionId, entry] of entries) {
        if (entry.row.plubotId === plubotId) entries.delete(sessionId);
      }
    },
  };
}
