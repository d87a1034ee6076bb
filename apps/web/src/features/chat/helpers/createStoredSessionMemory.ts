import { z } from 'zod';
import type { VisitorSession } from './chatApi';

/**
 * Where a visitor's conversation with one bot is remembered between page loads: its id with the
 * visitor's credential, which its replies, transcript and live stream need (issue #29).
 */
export interface SessionMemory {
  /**
   * The remembered conversation, or null: none, expired, no storage — or one remembered without
   * its credential (before credentials existed), which can no longer be carried on and is forgotten.
   */
  read(): VisitorSession | null;
  /** Remembers the conversation (again), with its credential: its 24 hours start now. */
  save(session: VisitorSession): void;
  forget(): void;
}

/** A remembered conversation is carried on for this long after its last turn. */
export const CHAT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** The storage key of a bot's remembered conversation (the widget uses the same in the site's storage). */
export const getChatSessionKey = (publicId: string) => `plubot-chat-session-${publicId}`;

const storedSessionSchema = z.object({
  sessionId: z.string().min(1).max(100),
  savedAt: z.number(),
  visitorToken: z.string().min(1).max(500),
});

export interface StoredSessionMemoryOptions {
  /** The storage to use; by default `window.localStorage`, which may throw on access. */
  getStorage?: () => Storage;
  now?: () => number;
}

/**
 * The visitor's conversation with bot `publicId` in the browser's storage, as
 * `{ sessionId, savedAt, visitorToken }` under `plubot-chat-session-<publicId>`, forgotten after
 * 24 hours. A value without the credential (saved before it existed) is forgotten when read.
 * Every access is guarded: where storage is blocked (a third-party iframe, Safari's private mode)
 * or full, nothing is remembered and the chat still works.
 * @example createStoredSessionMemory('k3x9').read() // { sessionId: '7b1f…', visitorToken: '…' } or null
 */
export function createStoredSessionMemory(
  publicId: string,
  options: StoredSessionMemoryOptions = {},
): SessionMemory {
  const key = getChatSessionKey(publicId);
  const now = options.now ?? Date.now;
  const storage = (): Storage | null => {
    try {
      return options.getStorage ? options.getStorage() : window.localStorage;
    } catch {
      return null;
    }
  };
  const remove = () => {
    try {
      storage()?.removeItem(key);
    } catch {
      // Blocked storage: there is nothing to forget.
    }
  };

  const readStored = () => {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
    if (raw === null) return null;
    const stored = parseStored(raw);
    const age = stored ? now() - stored.savedAt : Number.NaN;
    if (!stored || !(age >= 0 && age < CHAT_SESSION_TTL_MS)) {
      remove();
      return null;
    }
    return stored;
  };

  return {
    read() {
      const stored = readStored();
      return stored ? { sessionId: stored.sessionId, visitorToken: stored.visitorToken } : null;
    },
    save({ sessionId, visitorToken }) {
      try {
        const stored = { sessionId, savedAt: now(), visitorToken };
        storage()?.setItem(key, JSON.stringify(stored));
      } catch {
        // Blocked or full storage: this conversation is simply not resumed after a reload.
      }
    },
    forget: remove,
  };
}

function parseStored(raw: string) {
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
