/**
 * The visitor's conversation, remembered by the widget in the site's own storage: the chat page in
 * the iframe is of another origin, and browsers may block its storage there (third-party), so the
 * site keeps the session id and hands it to the iframe. The protocol with the chat page
 * (apps/web features/chat `readWidgetHandoff`, `createWidgetSessionMemory`):
 * - to the iframe, in its URL fragment: `#host=<the site's origin>&session=<session id>`;
 * - from the iframe, by `postMessage` to the site's origin: `{ type: 'plubot:session', publicId,
 *   sessionId }` when the conversation starts or moves on, with `sessionId: null` when it ends.
 * The stored value is the chat page's own: `{ sessionId, savedAt }` under
 * `plubot-chat-session-<publicId>`, forgotten after 24 hours.
 */

export const SESSION_MESSAGE = 'plubot:session';
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The part of `localStorage` the widget uses; null where the page has none. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

export function sessionKey(publicId: string): string {
  return `plubot-chat-session-${publicId}`;
}

/** The remembered session of bot `publicId`, if it is one and younger than 24 hours. */
export function readStoredSession(storage: SessionStorage, publicId: string, now: number): string | null {
  try {
    const raw = storage ? storage.getItem(sessionKey(publicId)) : null;
    if (raw === null) return null;
    const stored = JSON.parse(raw) as { sessionId?: unknown; savedAt?: unknown } | null;
    const sessionId = stored ? stored.sessionId : undefined;
    const age = stored && typeof stored.savedAt === 'number' ? now - stored.savedAt : -1;
    if (typeof sessionId === 'string' && UUID.test(sessionId) && age >= 0 && age < SESSION_TTL_MS) {
      return sessionId;
    }
    storage?.removeItem(sessionKey(publicId));
  } catch {
    // Blocked storage or a value that is not ours: nothing to resume.
  }
  return null;
}

/** Remembers `sessionId` (its 24 hours start now), or forgets with null. Never throws. */
export function storeSession(
  storage: SessionStorage,
  publicId: string,
  sessionId: string | null,
  now: number,
): void {
  try {
    if (!storage) return;
    if (sessionId === null) storage.removeItem(sessionKey(publicId));
    else storage.setItem(sessionKey(publicId), JSON.stringify({ sessionId, savedAt: now }));
  } catch {
    // Blocked or full storage: the conversation is simply not resumed after a reload.
  }
}

/** The iframe URL's fragment: the site's origin (where the chat page answers) and the session. */
export function buildChatFragment(hostOrigin: string, sessionId: string | null): string {
  return `#host=${encodeURIComponent(hostOrigin)}${sessionId ? `&session=${sessionId}` : ''}`;
}

/**
 * What a `message` event says about bot `publicId`'s session: a session id to remember, null to
 * forget, or undefined when it is not that message from that iframe of the chat's origin (any
 * other sender, origin, bot or shape is ignored).
 */
export function readSessionMessage(
  event: { origin: string; source: unknown; data: unknown },
  chatOrigin: string,
  frameWindow: unknown,
  publicId: string,
): string | null | undefined {
  if (event.origin !== chatOrigin || !frameWindow || event.source !== frameWindow) return undefined;
  const data = event.data as { type?: unknown; publicId?: unknown; sessionId?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== SESSION_MESSAGE || data.publicId !== publicId) {
    return undefined;
  }
  if (data.sessionId === null) return null;
  return typeof data.sessionId === 'string' && UUID.test(data.sessionId) ? data.sessionId : undefined;
}
